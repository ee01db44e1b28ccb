import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { FeedAlertLinks } from './FeedAlertLinks';

const meta = {
  title: 'Mine/FeedAlertLinks',
  component: FeedAlertLinks,
  args: {
    rss: 'https://www.pricetrail.cn/UserNotice/Feed/rss_9c1e7b3a52f04d68.xml',
    atom: 'https://www.pricetrail.cn/UserNotice/Feed/atom_9c1e7b3a52f04d68.xml',
    onCopy: fn(),
    onReset: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 640, padding: 12 } },
} satisfies Meta<typeof FeedAlertLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both addresses with 复制. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Atom 地址' })).toHaveValue(args.atom);
    await userEvent.click(canvas.getAllByRole('button', { name: '复制' })[1] as HTMLElement);
    await expect(args.onCopy).toHaveBeenCalledWith({ format: 'atom' });
  },
};

/** The RSS address was just copied. */
export const Copied: Story = {
  args: { copied: 'rss' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已复制' })).toBeVisible();
  },
};

/** 重置链接 asks first, focus on 确认重置; 取消 goes back to the button. */
export const ConfirmReset: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置链接' }));
    const confirm = canvas.getByRole('button', { name: '确认重置' });
    await expect(confirm).toHaveFocus();
    await expect(canvas.getByRole('group', { name: '重置订阅链接' })).toHaveTextContent(
      /旧链接立即失效/,
    );
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(canvas.getByRole('button', { name: '重置链接' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '重置链接' }));
    await userEvent.click(canvas.getByRole('button', { name: '确认重置' }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

/** New addresses on their way: 重置链接 waits. */
export const Resetting: Story = {
  args: { isResetting: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重置中…' }));
    await expect(canvas.queryByRole('button', { name: '确认重置' })).not.toBeInTheDocument();
  },
};
