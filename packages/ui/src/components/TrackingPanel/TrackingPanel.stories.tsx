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
    await expect(panel).toHaveTextContent('抓到第一个价格后自动打开商品页');
  },
};

/** The tracker is reading the store's page. */
export const Fetching: Story = {
  args: { state: 'fetching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('抓取中');
  },
};

/** The store blocked the fetch: when it is tried again, in Shanghai time. */
export const BlockedWithRetryTime: Story = {
  args: { state: 'blocked', reason: '商城拦截，稍后重试', retryAt: RETRY_AT },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('商城拦截，稍后重试');
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent(
      '将于 2026-01-01 08:30 重试。',
    );
  },
};

/** The store's page says the item is gone. */
export const OffShelf: Story = {
  args: { state: 'off_shelf', reason: '商品已下架' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('商品已下架');
    await expect(canvas.getAllByText(/商品已下架/)).toHaveLength(1);
  },
};

/** The fetch failed; a reason beyond the title shows on its own line. */
export const Failed: Story = {
  args: { state: 'failed', reason: '商城页面超时', retryAt: RETRY_AT },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('获取失败');
    await expect(canvas.getByText('商城页面超时')).toBeVisible();
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent('2026-01-01 08:30');
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
