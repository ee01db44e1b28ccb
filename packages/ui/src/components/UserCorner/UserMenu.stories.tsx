import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UserMenu } from './UserMenu';
import { CORNER_STAGE, withFrame } from '../../testing';

const meta = {
  title: 'Layout/UserMenu',
  component: UserMenu,
  args: { user: { nickname: '小明爱比价' }, onLogout: fn() },
  decorators: [withFrame],
  parameters: { frame: CORNER_STAGE },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the counts are known: the menu closed, no badge. */
export const WithoutCounts: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '小明爱比价' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: '我的收藏' })).toBeVisible();
  },
};

/** With counts: the badge on the avatar, the numbers beside 我的收藏; 退出登录 tells the caller. */
export const WithCounts: Story = {
  args: { counts: { all: 12, reduces: 3 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^小明爱比价\s*，3 件收藏降价$/ }));
    await expect(canvas.getByRole('link', { name: '我的收藏 12 3件降价' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};
