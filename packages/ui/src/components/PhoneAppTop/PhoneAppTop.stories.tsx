import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PhoneAppTop } from './PhoneAppTop';
import { withFrame } from '../../testing';

const meta = {
  title: 'Layout/PhoneAppTop',
  component: PhoneAppTop,
  args: { platform: 'ios', onDismiss: fn() },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [withFrame],
} satisfies Meta<typeof PhoneAppTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An iPhone: the share sheet's 添加到主屏幕, never a desktop extension. */
export const IPhone: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('complementary', { name: '添加价迹到主屏幕' });
    await expect(banner).toHaveTextContent('点浏览器的「分享」按钮，再选「添加到主屏幕」');
    await expect(banner).not.toHaveTextContent('插件');
    await expect(canvas.queryByRole('button', { name: '安装' })).toBeNull();
  },
};

/** Android whose browser offered its install prompt: one 安装 button installs. */
export const AndroidInstallable: Story = {
  args: { platform: 'android', onInstall: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '安装' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
  },
};

/** Android without an install prompt (installed already, or another browser): the menu's steps. */
export const AndroidByMenu: Story = {
  args: { platform: 'android' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/在浏览器菜单中选择「安装应用」或「添加到主屏幕」/),
    ).toBeVisible();
  },
};

/** WeChat's browser cannot install: open the page in a browser first. */
export const WeChat: Story = {
  args: { platform: 'wechat' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/选「在浏览器打开」/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '关闭添加到主屏幕提示' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
