import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { AiComparePage } from './AiComparePage';

const COMPARISON = [
  '## 概览\n\n- 商品1（京东）：Apple iPhone 15，当前到手价 ¥5899.00。\n',
  '- 商品2（京东）：华为 Mate 60，当前到手价 ¥4599.00。\n\n',
  '## 推荐\n\n- 相对自己的历史价格，商品1（京东）现在最划算。\n',
];

const meta = {
  title: 'Pages/AiComparePage',
  component: AiComparePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/ext/ai_compare',
      url: '/ext/ai_compare?dp=100012043978-3&dp=100066896338-3',
      ai: { chunks: COMPARISON },
    },
  },
} satisfies Meta<typeof AiComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two products from the address, compared at once. */
export const TwoProducts: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI 对比' })).toBeVisible();
    await expect(await canvas.findByText(/规则生成（未使用 AI） · 生成于/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始对比' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^移除/ })).toHaveLength(2);
  },
};

/** One product: a third is found by search and added; 开始对比 becomes available. */
export const AddBySearch: Story = {
  parameters: {
    page: {
      path: '/ext/ai_compare',
      url: '/ext/ai_compare?dp=100012043978-3',
      ai: { chunks: COMPARISON },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '至少选择 2 件商品' })).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('searchbox', { name: '搜索要对比的商品' }),
      'iPhone{Enter}',
    );
    await userEvent.click(await canvas.findByRole('button', { name: /^加入对比 Apple iPhone/ }));
    await expect(await canvas.findByRole('button', { name: '开始对比' })).toBeEnabled();
  },
};
