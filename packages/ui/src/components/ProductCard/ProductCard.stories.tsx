import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatPrice } from '@pricetrail/core';
import { CARD_BROKEN_IMAGE, CARD_LONG_TITLE, cardProducts } from '../../fixtures/cardFixtures';
import { ProductCard } from './ProductCard';
import { withFrame } from '../../testing';
import { CardWatchToggle } from '../CardWatchToggle';

const { iphone, mate, fridge, headphones } = cardProducts;

const meta = {
  title: 'Cards/ProductCard',
  component: ProductCard,
  args: {
    title: iphone.title,
    href: iphone.href,
    imageSrc: iphone.imageSrc,
    siteId: iphone.siteId,
    price: iphone.price,
    listPrice: iphone.listPrice,
    commentCount: iphone.commentCount,
    salesCount: iphone.salesCount,
  },
  decorators: [withFrame],
  parameters: { frame: { width: 240, maxWidth: '100%', padding: 12 } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discounted product: final price, struck list price, drop and review count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: iphone.title });
    await expect(link).toHaveAttribute('href', iphone.href);
    await expect(canvas.getByText(formatPrice(iphone.price, iphone.siteId))).toBeVisible();
    await expect(canvas.getByText(formatPrice(iphone.listPrice, iphone.siteId))).toBeVisible();
    await expect(canvas.getByText('↓23%')).toBeVisible();
    await expect(canvas.getByText('京东')).toBeVisible();
    await expect(canvas.getByText('12.35万条评价')).toBeVisible();
    await expect(canvas.getByText('已售5.20万')).toBeVisible();
    await expect(canvas.queryByText('历史最低')).not.toBeInTheDocument();
    const image = await canvas.findByRole('img', { name: iphone.title });
    await waitFor(() =>
      expect(image.closest('[data-state]')).toHaveAttribute('data-state', 'loaded'),
    );
  },
};

/** Today's price is the lowest ever recorded: the 历史最低 badge. */
export const AtHistoricalLow: Story = {
  args: {
    title: headphones.title,
    href: headphones.href,
    imageSrc: headphones.imageSrc,
    siteId: headphones.siteId,
    price: headphones.price,
    listPrice: headphones.listPrice,
    commentCount: headphones.commentCount,
    salesCount: headphones.salesCount,
    isLowest: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('历史最低')).toBeVisible();
    await expect(canvas.getByText('淘宝')).toBeVisible();
    await expect(canvas.getByText('↓27%')).toBeVisible();
  },
};

/** Sold at list price: no struck price and no drop percentage. */
export const NoDiscount: Story = {
  args: {
    title: mate.title,
    href: mate.href,
    imageSrc: mate.imageSrc,
    siteId: mate.siteId,
    price: mate.price,
    listPrice: mate.listPrice,
    commentCount: mate.commentCount,
    salesCount: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvas.queryByText(/↓/)).not.toBeInTheDocument();
    await expect(canvas.getByText('8536条评价')).toBeVisible();
  },
};

/** A title far longer than two lines is clamped with an ellipsis; the link keeps the full name. */
export const LongTitle: Story = {
  args: {
    title: CARD_LONG_TITLE,
    href: fridge.href,
    imageSrc: fridge.imageSrc,
    siteId: fridge.siteId,
    price: fridge.price,
    listPrice: fridge.listPrice,
    commentCount: fridge.commentCount,
    salesCount: fridge.salesCount,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: CARD_LONG_TITLE });
    const title = link.parentElement as HTMLElement;
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight);
  },
};

/** The picture fails to load: the 'loading' placeholder keeps the card's shape. */
export const BrokenImage: Story = {
  args: { imageSrc: CARD_BROKEN_IMAGE },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: iphone.title })).toHaveAttribute(
        'data-kind',
        'loading',
      ),
    );
  },
};

/** Two cards side by side as on a 375 px phone. */
export const PhoneWidth: Story = {
  parameters: { frame: { width: 375 } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <ProductCard {...args} />
      <ProductCard
        title={fridge.title}
        href={fridge.href}
        imageSrc={fridge.imageSrc}
        siteId={fridge.siteId}
        price={fridge.price}
        listPrice={fridge.listPrice}
        commentCount={fridge.commentCount}
        isLowest
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText('1.23万条评价')).toBeVisible();
  },
};

const saveFridge = fn();

/**
 * 收藏 on list cards: a control of its own beside the card link (Tab reaches the link, then 收藏),
 * drawn above the link's click area so a press on it never opens the product.
 */
export const WithWatchToggle: Story = {
  parameters: { frame: { width: 375 } },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
      <ProductCard
        {...args}
        watchToggle={
          <CardWatchToggle
            state="saved"
            productTitle={args.title}
            collectionHref="/mine/collection"
            onSave={() => {}}
          />
        }
      />
      <ProductCard
        title={fridge.title}
        href={fridge.href}
        imageSrc={fridge.imageSrc}
        siteId={fridge.siteId}
        price={fridge.price}
        listPrice={fridge.listPrice}
        commentCount={fridge.commentCount}
        watchToggle={
          <CardWatchToggle
            state="idle"
            productTitle={fridge.title}
            collectionHref="/mine/collection"
            onSave={saveFridge}
          />
        }
      />
    </div>
  ),
  play: async ({ canvas }) => {
    saveFridge.mockClear();
    const save = canvas.getByRole('button', { name: `收藏 ${fridge.title}` });
    const box = save.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(save.contains(hit)).toBe(true);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: iphone.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `已收藏 ${iphone.title}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: fridge.title })).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(saveFridge).toHaveBeenCalledOnce();
    save.blur();
  },
};
