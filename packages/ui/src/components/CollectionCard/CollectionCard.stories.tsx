import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatPrice } from '@pricetrail/core';
import { CARD_BROKEN_IMAGE, CARD_NOW, cardProducts } from '../../fixtures/cardFixtures';
import { CollectionCard } from './CollectionCard';
import { withFrame } from '../../testing';

const { iphone, mate, fridge, laptop } = cardProducts;
const DAY = 86_400;

const meta = {
  title: 'Mine/CollectionCard',
  component: CollectionCard,
  args: {
    id: 'c-1001',
    title: iphone.title,
    href: iphone.href,
    imageSrc: iphone.imageSrc,
    siteId: iphone.siteId,
    savedPrice: 599_900,
    price: iphone.price,
    savedAt: CARD_NOW - 40 * DAY,
    onRemove: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 520, padding: 12 } },
} satisfies Meta<typeof CollectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cheaper than when saved: the 已降价 badge with the amount, and the remove button works. */
export const PriceDropped: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(`已降价 ${formatPrice(140_000, iphone.siteId)}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: iphone.title })).toHaveAttribute(
      'href',
      iphone.href,
    );
    const remove = canvas.getByRole('button', { name: '取消收藏' });
    await expect(remove).toHaveAccessibleDescription(iphone.title);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 'c-1001' });
  },
};

/** The same price as when saved: no badge. */
export const Unchanged: Story = {
  args: {
    id: 'c-1002',
    title: mate.title,
    href: mate.href,
    imageSrc: mate.imageSrc,
    siteId: mate.siteId,
    savedPrice: mate.price,
    price: mate.price,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/已降价/)).not.toBeInTheDocument();
  },
};

/** Dearer than when saved: no badge, the saved price shows the difference. */
export const PriceRose: Story = {
  args: {
    id: 'c-1003',
    title: laptop.title,
    href: laptop.href,
    imageSrc: laptop.imageSrc,
    siteId: laptop.siteId,
    savedPrice: 519_900,
    price: laptop.price,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/已降价/)).not.toBeInTheDocument();
    await expect(canvas.getByText(new RegExp(formatPrice(519_900, laptop.siteId)))).toBeVisible();
  },
};

/** The picture is gone: the collection page's 'no image' placeholder (behaviour.md §2). */
export const BrokenImage: Story = {
  args: {
    id: 'c-1004',
    title: fridge.title,
    href: fridge.href,
    imageSrc: CARD_BROKEN_IMAGE,
    siteId: fridge.siteId,
    savedPrice: 359_900,
    price: fridge.price,
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('暂无图片')).toBeVisible());
    await expect(canvas.getByRole('img', { name: fridge.title })).toHaveAttribute(
      'data-kind',
      'noImage',
    );
  },
};

/** The removal is being sent: the button waits. */
export const Removing: Story = {
  args: { isRemoving: true },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: '取消收藏' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
  },
};

function CollectionDemo() {
  const [ids, setIds] = useState(['c-1', 'c-2']);
  const items = [
    { id: 'c-1', product: iphone, savedPrice: 599_900 },
    { id: 'c-2', product: fridge, savedPrice: fridge.price },
  ].filter((item) => ids.includes(item.id));
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {items.map(({ id, product, savedPrice }) => (
        <CollectionCard
          key={id}
          id={id}
          title={product.title}
          href={product.href}
          imageSrc={product.imageSrc}
          siteId={product.siteId}
          savedPrice={savedPrice}
          price={product.price}
          onRemove={(event) => setIds((current) => current.filter((item) => item !== event.id))}
        />
      ))}
    </div>
  );
}

/** A list of saved items; removing one takes it off the list. */
export const RemoveFromList: Story = {
  render: () => <CollectionDemo />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '取消收藏' })).toHaveLength(2);
    const iphoneCard = canvas.getByRole('link', { name: iphone.title }).closest('article');
    await userEvent.click(
      within(iphoneCard as HTMLElement).getByRole('button', { name: '取消收藏' }),
    );
    await waitFor(() => expect(canvas.queryByText(iphone.title)).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('button', { name: '取消收藏' })).toHaveLength(1);
    await expect(canvas.getByText(fridge.title)).toBeVisible();
  },
};
