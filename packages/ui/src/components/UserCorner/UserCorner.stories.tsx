import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserCorner } from './UserCorner';
import { CORNER_STAGE, withFrame } from '../../testing';

const meta = {
  title: 'Layout/UserCorner',
  component: UserCorner,
  args: { onLogin: fn(), onLogout: fn() },
  decorators: [withFrame],
  parameters: { frame: CORNER_STAGE },
} satisfies Meta<typeof UserCorner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: 登录 opens the login modal (through the caller), 注册 is a link. */
export const SignedOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/user/register?from=%2F',
    );
  },
};

/** Signed in, menu closed: avatar initial and nickname. */
export const SignedIn: Story = {
  args: { user: { nickname: '小明爱比价' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '小明爱比价' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('小')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /我的收藏/ })).not.toBeInTheDocument();
  },
};

/** The menu opened with the keyboard: arrows move through it, Escape closes and returns focus. */
export const MenuByKeyboard: Story = {
  args: { user: { nickname: '小明爱比价' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '小明爱比价' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: '我的收藏' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: '退出登录' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '我的收藏' })).toHaveFocus();
  },
};

/** The menu open, with collection counts: 12 saved, 3 cheaper now (also on the avatar). */
export const MenuOpenWithCounts: Story = {
  args: { user: { nickname: '小明爱比价' }, counts: { all: 12, reduces: 3 } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^小明爱比价\s*，3 件收藏降价$/ });
    await userEvent.click(trigger);
    const list = canvas.getByRole('list');
    await expect(list.parentElement).toHaveAttribute('id', trigger.getAttribute('aria-controls'));
    const panel = within(list);
    await expect(panel.getByRole('link', { name: '我的收藏 12 3件降价' })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
    await expect(panel.getByRole('link', { name: '价保' })).toHaveAttribute(
      'href',
      '/mine/price_protect',
    );
    await expect(panel.getByRole('link', { name: '账号设置' })).toHaveAttribute(
      'href',
      '/mine/setting',
    );
  },
};

/** 退出登录 closes the menu and tells the caller. A click outside also closes it. */
export const Logout: Story = {
  args: { user: { nickname: '小明爱比价' }, counts: { all: 0, reduces: 0 } },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '小明爱比价' });
    await userEvent.click(trigger);
    await userEvent.click(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: '我的收藏 0' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long nickname is cut short with an ellipsis; the full name stays the button's name. */
export const LongNickname: Story = {
  args: {
    user: { nickname: 'Shopping达人_2024_双十一必买清单' },
    counts: { all: 12345, reduces: 128 },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /^Shopping达人_2024_双十一必买清单\s*，128 件收藏降价$/ }),
    ).toBeVisible();
  },
};
