import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UserMenu } from '../UserCorner';
import { CORNER_STAGE, withFrame } from '../../testing';
import { NoticeBell } from './NoticeBell';

const meta = {
  title: 'Layout/NoticeBell',
  component: NoticeBell,
  args: { href: '/mine/notice', unread: 3 },
  decorators: [withFrame],
  parameters: { frame: CORNER_STAGE },
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread notices: the badge, and the count in the link's name. */
export const Unread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: '消息中心，3 条未读' });
    await expect(bell).toHaveAttribute('href', '/mine/notice');
    await expect(canvas.getByText('3', { selector: '[aria-hidden="true"]' })).toBeVisible();
  },
};

/** Everything read: the bell without a badge. */
export const AllRead: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息中心' })).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

/** The count is not known yet (or could not be read): the plain bell. */
export const CountUnknown: Story = {
  args: { unread: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息中心' })).toBeVisible();
  },
};

/** More than 99: the badge reads 99+, and so does the name. */
export const Many: Story = {
  args: { unread: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '消息中心，99+ 条未读' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** Beside the user's menu in a 320 px header corner, as the site shows them; Tab reaches both. */
export const BesideUserMenu: Story = {
  parameters: { frame: { ...CORNER_STAGE, width: 320, gap: 4, boxSizing: 'border-box' } },
  render: (args) => (
    <>
      <NoticeBell {...args} />
      <UserMenu user={{ nickname: '小明爱比价' }} onLogout={fn()} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '消息中心，3 条未读' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '小明爱比价' })).toHaveFocus();
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
