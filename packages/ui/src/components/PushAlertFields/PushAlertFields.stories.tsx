import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { PushAlertFields } from './PushAlertFields';

const meta = {
  title: 'Mine/PushAlertFields',
  component: PushAlertFields,
  args: { availability: 'supported', devices: 1, here: 'unknown', onEnable: fn(), onDisable: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 600, padding: 12 } },
} satisfies Meta<typeof PushAlertFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One browser has push; this one may or may not be it: both buttons. */
export const Supported: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/个浏览器开启推送/)).toHaveTextContent('已在 1 个浏览器开启推送');
    await userEvent.click(canvas.getByRole('button', { name: '在此浏览器开启' }));
    await expect(args.onEnable).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '在此浏览器关闭' }));
    await expect(args.onDisable).toHaveBeenCalledOnce();
  },
};

/** No browser yet: only 在此浏览器开启. */
export const NoDevices: Story = {
  args: { devices: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有浏览器开启推送')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '在此浏览器关闭' })).not.toBeInTheDocument();
  },
};

/** Just turned on here: it says so, and offers to turn it off. */
export const OnHere: Story = {
  args: { devices: 2, here: 'on' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/包括这个浏览器/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '在此浏览器开启' })).not.toBeInTheDocument();
  },
};

/** The shopper blocked notifications: how to allow them again. */
export const Denied: Story = {
  args: { availability: 'denied', devices: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/已禁止本站通知/)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A browser without Web Push. */
export const Unsupported: Story = {
  args: { availability: 'unsupported', devices: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/这个浏览器不支持推送通知/)).toBeVisible();
  },
};

/** The server has no push; other browsers' subscriptions can still be dropped from one that has it. */
export const Unavailable: Story = {
  args: { availability: 'unavailable', devices: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本站暂未开通浏览器推送。')).toBeVisible();
  },
};

/** A subscription change on its way: the buttons wait. */
export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '在此浏览器开启' }));
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};
