import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { QuestionsPage } from './QuestionsPage';

const meta = {
  title: 'Pages/QuestionsPage',
  component: QuestionsPage,
  decorators: [withPage],
  parameters: { page: { path: '/app/questions', url: '/app/questions' } },
} satisfies Meta<typeof QuestionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question closed until opened. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
    await expect(canvas.getByText(/实际要付的钱/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('“到手价”和“页面价”有什么不同？'));
    await expect(canvas.getByText(/实际要付的钱/)).toBeVisible();
  },
};

/** A search opens what it found and counts it. */
export const Searching: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索问题' }), '价保');
    await expect(canvas.getByRole('status')).toHaveTextContent('找到 2 个相关问题');
    await expect(canvas.getByText(/降到比你付的更低/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去登记价保订单' })).toBeVisible();
  },
};

/** Nothing matches: say so and point to the contact page. */
export const NothingFound: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索问题' }), '退款');
    await expect(canvas.getByRole('status')).toHaveTextContent('没有找到和“退款”相关的问题');
    await expect(canvas.getByRole('link', { name: '联系我们' })).toBeVisible();
  },
};
