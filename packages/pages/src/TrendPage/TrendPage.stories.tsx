import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { TrendPage } from './TrendPage';

const meta = {
  title: 'Pages/TrendPage',
  component: TrendPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/trend', url: '/trend' } },
} satisfies Meta<typeof TrendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link-paste page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '查历史价格' })).toBeVisible();
  },
};

/** A link to a store we do not read. */
export const UnsupportedLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '商品链接或分享口令' }),
      'https://www.example.com/item/1{Enter}',
    );
    await expect(await canvas.findByText(/暂不支持该链接/)).toBeVisible();
  },
};

/** A supported link we do not hold: it is queued, and its live status shows under the box. */
export const QueuedLink: Story = {
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
