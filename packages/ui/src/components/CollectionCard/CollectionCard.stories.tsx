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
    lowestPrice: 449_900,
    lowestAt: CARD_NOW - 100 * DAY,
    group: '手机',
    savedAt: CARD_NOW - 40 * DAY,
    onRemove: fn(),
    onEditTarget: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 560, padding: 12 } },
} satisfies Meta<typeof CollectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cheaper than when saved: the drop in ¥ and %, the all-time low, the group; both actions work. */
export const PriceDropped: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(`已降价 ${formatPrice(140_000, iphone.siteId)}（23.3%）`),
    ).toBeVisible();
    await expect(canvas.getByText('手机')).toBeVisible();
    await expect(canvas.getByText(/¥4499\.00 · /)).toBeVisible();
    await expect(canvas.getByText('任意降价')).toBeVisible();
    await expect(canvas.getByRole('link', { name: iphone.title })).toHaveAttribute(
      'href',
      iphone.href,
    );
    const edit = canvas.getByRole('button', { name: '修改提醒' });
    await expect(edit).toHaveAccessibleDescription(iphone.title);
    await userEvent.click(edit);
    await expect(args.onEditTarget).toHaveBeenCalledWith({ id: 'c-1001' });
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ id: 'c-1001' });
  },
};

/** The same price as when saved: no change badge. */
export const Unchanged: Story = {
  args: {
    id: 'c-1002',
    title: mate.title,
    href: mate.href,
    imageSrc: mate.imageSrc,
    siteId: mate.siteId,
    savedPrice: mate.price,
    price: mate.price,
    lowestPrice: undefined,
    group: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/已降价|已涨价/)).not.toBeInTheDocument();
  },
};

/** Dearer than when saved: the rise is marked, with its percentage. */
export const PriceRose: Story = {
  args: {
    id: 'c-1003',
    title: laptop.title,
    href: laptop.href,
    imageSrc: laptop.imageSrc,
    siteId: laptop.siteId,
    savedPrice: 519_900,
    price: laptop.price,
    lowestPrice: undefined,
    group: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/已降价/)).not.toBeInTheDocument();
    await expect(canvas.getByText(/^已涨价/)).toBeVisible();
    await expect(canvas.getByText(new RegExp(formatPrice(519_900, laptop.siteId)))).toBeVisible();
  },
};

/** At or under the target and at the all-time low: both say so; the condition names the target. */
export const TargetReached: Story = {
  args: { alert: 'target', targetPrice: 460_000, lowestPrice: iphone.price },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已到目标价')).toBeVisible();
    await expect(canvas.getByText('历史最低', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('低于 ¥4600.00')).toBeVisible();
  },
};

/** Alerting on a drop of 15% since saving. */
export const PercentCondition: Story = {
  args: { alert: 'percent', alertPercent: 15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('降幅达到 15%')).toBeVisible();
  },
};

/** Alerting on a new all-time low only. */
export const LowestCondition: Story = {
  args: { alert: 'lowest' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('创历史新低')).toBeVisible();
  },
};

/** Alerting when the price is the lowest of the last 30 days, at most once a day. */
export const LowestDaysCondition: Story = {
  args: { alert: 'lowest_days', alertDays: 30, alertIntervalHours: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('近 30 天最低，每 24 小时最多一次')).toBeVisible();
  },
};

/** One target for the same goods in every store (全网同款): the line says so. */
export const AllStoresCondition: Story = {
  args: { alert: 'target', targetPrice: 460_000, allStores: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('低于 ¥4600.00（全网同款）')).toBeVisible();
  },
};

/** Alerting on any rise (涨价提醒): a deal ended, or a price worth acting on before it climbs. */
export const RiseCondition: Story = {
  args: { alert: 'rise' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('涨价')).toBeVisible();
  },
};

/** Waiting for 到货: alerts when the product comes back after 无货. */
export const RestockCondition: Story = {
  args: { alert: 'restock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('无货后到货')).toBeVisible();
  },
};

/** Watched without alerts: a target kept from before does not count as reached. */
export const AlertsOff: Story = {
  args: { alert: 'off', targetPrice: 460_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('不提醒')).toBeVisible();
    await expect(canvas.queryByText('已到目标价')).not.toBeInTheDocument();
  },
};

/** No price today (off the shelf or not read yet): 暂无报价, and no change is claimed. */
export const NoPriceNow: Story = {
  args: { price: undefined, lowestPrice: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无报价')).toBeVisible();
    await expect(canvas.queryByText(/已降价|已涨价/)).not.toBeInTheDocument();
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
    group: undefined,
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
    const remove = canvas.getByRole('button', { name: '删除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('aria-busy', 'true');
  },
};

/** Without callbacks (a read-only list): no actions. */
export const ReadOnly: Story = {
  args: { onRemove: undefined, onEditTarget: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
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
    await expect(canvas.getAllByRole('button', { name: '删除' })).toHaveLength(2);
    const iphoneCard = canvas.getByRole('link', { name: iphone.title }).closest('article');
    await userEvent.click(within(iphoneCard as HTMLElement).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(canvas.queryByText(iphone.title)).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('button', { name: '删除' })).toHaveLength(1);
    await expect(canvas.getByText(fridge.title)).toBeVisible();
  },
};
