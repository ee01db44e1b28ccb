import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cardProducts } from '../../fixtures/cardFixtures';
import { withFrame } from '../../testing';
import { ProductCard } from '../ProductCard';
import { CardWatchToggle } from './CardWatchToggle';

const { iphone } = cardProducts;

const meta = {
  title: 'Cards/CardWatchToggle',
  component: CardWatchToggle,
  args: {
    state: 'idle',
    productTitle: iphone.title,
    collectionHref: '/mine/collection',
    onSave: fn(),
  },
  // Shown where it lives: over the corner of a product card's picture.
  render: (args) => (
    <ProductCard
      title={iphone.title}
      href={iphone.href}
      imageSrc={iphone.imageSrc}
      siteId={iphone.siteId}
      price={iphone.price}
      listPrice={iphone.listPrice}
      commentCount={iphone.commentCount}
      watchToggle={<CardWatchToggle {...args} />}
    />
  ),
  decorators: [withFrame],
  parameters: { frame: { width: 180, maxWidth: '100%', padding: 12 } },
} satisfies Meta<typeof CardWatchToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved: 「收藏 商品名」 saves at once. */
export const NotSaved: Story = {
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: `收藏 ${iphone.title}` });
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledOnce();
    // No hover colour or focus ring left behind for the screenshot.
    await userEvent.unhover(save);
    save.blur();
  },
};

/** On its way: the control waits, a second press sends nothing. */
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: `收藏中… ${iphone.title}` });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.unhover(save);
    save.blur();
  },
};

/** Saved: 「已收藏 商品名」 leads to the collection. */
export const Saved: Story = {
  args: { state: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: `已收藏 ${iphone.title}` })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server refused: its line under the control, inside the card, and 收藏 can be pressed again. */
export const Failed: Story = {
  args: { state: 'error', error: '收藏已达上限（500 件），请先删除一些再添加' },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('收藏已达上限');
    await expect(canvas.getByRole('button', { name: `收藏 ${iphone.title}` })).toBeEnabled();
    const card = canvasElement.querySelector('article')?.getBoundingClientRect();
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(card?.right ?? 0);
  },
};
