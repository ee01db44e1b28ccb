import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceFreshness } from './PriceFreshness';

// 2026-01-01 08:30 in Shanghai.
const CHECKED_AT = Date.UTC(2026, 0, 1, 0, 30) / 1000;

const meta = {
  title: 'Price/PriceFreshness',
  component: PriceFreshness,
  args: { checkedAt: CHECKED_AT, source: 'tracker' },
} satisfies Meta<typeof PriceFreshness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price the tracker fetched, with its time in Shanghai. */
export const Tracker: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-freshness')).toHaveTextContent(
      '价格更新于 2026-01-01 08:30 · 来源 抓取',
    );
  },
};

/** A price a shopper's extension reported. */
export const Extension: Story = {
  args: { source: 'extension' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-freshness')).toHaveTextContent('来源 插件');
  },
};

/** An operator's import. */
export const Import: Story = {
  args: { source: 'import' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-freshness')).toHaveTextContent('来源 导入');
  },
};

/** The generated demo catalogue. */
export const Demo: Story = {
  args: { source: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('price-freshness')).toHaveTextContent('来源 演示数据');
  },
};

/** The store took the product off the shelf: the notice comes first. */
export const OffShelf: Story = {
  args: { isOffShelf: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已下架')).toBeVisible();
    await expect(canvas.getByTestId('price-freshness')).toHaveTextContent(
      '已下架价格更新于 2026-01-01 08:30 · 来源 抓取',
    );
  },
};
