import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackingPanel } from './TrackingPanel';

// 2026-01-01 08:30 in Shanghai.
const RETRY_AT = Date.UTC(2026, 0, 1, 0, 30) / 1000;

const meta = {
  title: 'Price/TrackingPanel',
  component: TrackingPanel,
  args: { state: 'queued' },
} satisfies Meta<typeof TrackingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just queued: the first of the three steps, in a polite live region. */
export const Queued: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('status');
    await expect(panel).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('排队中');
    await expect(panel).toHaveTextContent('读到第一个价格后自动打开商品页');
    await expect(panel).not.toHaveTextContent('出价');
  },
};

/** The tracker is reading the store's page. */
export const Fetching: Story = {
  args: { state: 'fetching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('正在读取商品页');
  },
};

/**
 * The store blocked the fetch: why (its login wall here), when it is tried again in Shanghai
 * time, and that the shopper need not wait on the page.
 */
export const BlockedWithRetryTime: Story = {
  args: { state: 'blocked', reason: '需要登录：商城要求登录后才显示价格', retryAt: RETRY_AT },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('暂时读不到价格');
    await expect(canvas.getByText('需要登录：商城要求登录后才显示价格')).toBeVisible();
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent(
      '将于 2026-01-01 08:30 自动重试。',
    );
    await expect(canvas.getByTestId('tracking-advice')).toHaveTextContent('不必停留在本页');
  },
};

/** The store's page says the item is gone. */
export const OffShelf: Story = {
  args: { state: 'off_shelf', reason: '商品已下架' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('商品已下架');
    await expect(canvas.getAllByText(/商品已下架/)).toHaveLength(1);
    await expect(canvas.getByTestId('tracking-advice')).toHaveTextContent('搜索同款商品');
  },
};

/** The fetch failed: the tracker's reason on its own line, and when it is tried again. */
export const Failed: Story = {
  args: { state: 'failed', reason: '超时：商城页面长时间没有响应', retryAt: RETRY_AT },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('这次没有读到价格');
    await expect(canvas.getByText('超时：商城页面长时间没有响应')).toBeVisible();
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent('2026-01-01 08:30');
    await expect(canvas.getByTestId('tracking-advice')).toHaveTextContent('价迹插件');
  },
};

/** The tracker gave the link up after its last try: no retry time, and what still works. */
export const GivenUp: Story = {
  args: { state: 'failed', reason: '商品页不存在：商城找不到该商品' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent('不再自动重试');
    await expect(canvas.getByTestId('tracking-advice')).not.toHaveTextContent('不必停留');
  },
};

/** The store fills its price by script: only the extension or an import can read it. */
export const NeedsBrowser: Story = {
  args: { state: 'needs_browser' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('需要插件或导入');
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent('安装价迹插件');
  },
};
