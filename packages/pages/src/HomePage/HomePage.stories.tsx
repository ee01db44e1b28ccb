import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { HomePage } from './HomePage';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/home', url: '/home' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hero box, categories and the three product lists from the sample data; 全部好价 leads on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '看清每一次降价' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '今日真降价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部好价 ›' })).toHaveAttribute(
      'href',
      '/home/discount',
    );
    await expect(canvas.getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'href',
      '/home/digital',
    );
    await expect(canvas.getByText('演示数据')).toBeVisible();
  },
};

/** A supported link we do not track yet: the page says it is now being tracked. */
export const NotTrackedYet: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '商品链接或分享口令' }),
      'https://item.jd.com/123456.html{Enter}',
    );
    await expect(await canvas.findByText('该商品暂未收录，已开始追踪它的价格')).toBeVisible();
    await expect(await canvas.findByTestId('tracking-status')).toHaveTextContent('排队中');
    // Not an error: the box shows no alert, only its polite status line.
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
