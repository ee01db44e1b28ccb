import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CARD_SITE } from '../../fixtures/cardFixtures';
import { PriceTag } from './PriceTag';
import { withFrame } from '../../testing';

const meta = {
  title: 'Cards/PriceTag',
  component: PriceTag,
  args: { price: 459_900, listPrice: 599_900, siteId: CARD_SITE.jd, label: '到手价' },
  decorators: [withFrame],
  parameters: { frame: { padding: 12 } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Final price with its caption and the struck list price, which screen readers hear as 原价. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('¥4599.00')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toHaveTextContent('原价¥5999.00');
  },
};

/** The list price is not higher, so it is left out. */
export const NoDiscount: Story = {
  args: { listPrice: 459_900, label: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** The three sizes: lists, cards, page headline. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <PriceTag {...args} size="sm" />
      <PriceTag {...args} size="md" />
      <PriceTag {...args} size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('¥4599.00')).toHaveLength(3);
  },
};

/** A store that prices in dollars (behaviour.md §9 symbol table). */
export const ForeignCurrency: Story = {
  args: { price: 24_999, listPrice: 29_999, siteId: 228, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$249.99')).toBeVisible();
  },
};
