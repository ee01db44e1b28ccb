import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../testing';
import { ActivityPage } from './ActivityPage';

const PAGE = { path: '/promotion/activity', url: '/promotion/activity' };

const meta = {
  title: 'Pages/ActivityPage',
  component: ActivityPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: PAGE },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/promotion/activity`: every event in one list, with its store, kind, status and dates. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '活动列表' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('共 3 个活动');
    const rows = within(canvas.getByRole('list', { name: '活动列表' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[2]).toHaveTextContent('京东618');
    await expect(rows[2]).toHaveTextContent('即将开始');
    await expect(canvas.getByRole('link', { name: '活动列表' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '3 个进行中和即将开始的商城活动：京东手机品牌日、天猫年货节、京东618',
    );
  },
};

/** No event at all: an empty state that leads to the historical lows. */
export const Empty: Story = {
  parameters: { page: { ...PAGE, promotions: { events: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂时没有活动')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '看看历史低价' })).toHaveAttribute(
      'href',
      '/promotion/lowest',
    );
  },
};

/** While the events are on their way. */
export const Loading: Story = {
  parameters: { page: { ...PAGE, promotions: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载活动…');
  },
};

/** The events failed to load. */
export const LoadFailed: Story = {
  parameters: { page: { ...PAGE, promotions: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('活动列表加载失败，请稍后重试')).toBeVisible();
  },
};
