import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { AiRatePage } from './AiRatePage';

const DP = '100012043978-3';

const meta = {
  title: 'Pages/AiRatePage',
  component: AiRatePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/ext/ai_rate', url: `/ext/ai_rate?dp=${DP}` },
    frame: { '--streaming-caret-animation': 'none' },
  },
} satisfies Meta<typeof AiRatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No model configured: the rule-based analyst's answer, labelled. */
export const RuleBased: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'AI 点评' })).toBeVisible();
    await expect(await canvas.findByText(/规则生成（未使用 AI） · 生成于/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '购买时机' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /华为 HUAWEI Mate 60/ })).toBeVisible();
  },
};

/** A model writing: the text so far, 停止. */
export const Streaming: Story = {
  parameters: {
    page: {
      path: '/ext/ai_rate',
      url: `/ext/ai_rate?dp=${DP}`,
      ai: { model: 'deepseek-chat', holdAfter: 2 },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '停止' })).toBeVisible();
    await expect(canvas.getByText(/当前到手价/)).toBeVisible();
  },
};

/** Without a product in the address. */
export const NoProduct: Story = {
  parameters: { page: { path: '/ext/ai_rate', url: '/ext/ai_rate' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有指定商品')).toBeVisible();
  },
};
