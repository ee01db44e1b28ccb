import { Link } from '@pricetrail/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { ExtPage } from './ExtPage';

const meta = {
  title: 'Pages/ExtJdPages/ExtPage',
  component: ExtPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/', url: '/' } },
  args: {
    heading: '历史价格',
    headerLink: <Link href="/trend/100012043978-3.html">在价迹查看完整历史</Link>,
    status: 'ready',
    hasProduct: true,
    loadingText: '正在加载历史价格…',
    error: undefined,
    children: <p>价格走势图</p>,
  },
} satisfies Meta<typeof ExtPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the 价迹 heading, its link (a new tab inside a store's page), the content. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '价迹历史价格' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '在价迹查看完整历史' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText('价格走势图')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The product's answer is on its way: the loading line, no content yet. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载历史价格…');
    await expect(canvas.queryByText('价格走势图')).toBeNull();
  },
};

/** Opened without a usable product: the problem, and nothing loading. */
export const NoProduct: Story = {
  args: {
    status: 'idle',
    hasProduct: false,
    headerLink: null,
    problem: '请从京东商品页打开：缺少商品编号（dp_id 或 sku）',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('缺少商品编号');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The load failed: its Chinese line instead of the content. */
export const Failed: Story = {
  args: { status: 'error', error: '网络异常' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.queryByText('价格走势图')).toBeNull();
  },
};
