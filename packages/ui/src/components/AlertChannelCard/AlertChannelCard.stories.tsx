import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withFrame } from '../../testing';
import { AlertChannelCard } from './AlertChannelCard';
import type { ChannelTestState } from './ChannelTest';

const meta = {
  title: 'Mine/AlertChannelCard',
  component: AlertChannelCard,
  args: {
    title: '邮件提醒',
    description: '降价时发一封邮件到你的邮箱，邮件里有一键退订链接。',
    isOn: true,
    onSwitch: fn(),
    onTest: fn(),
  },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 640, padding: 12 } },
} satisfies Meta<typeof AlertChannelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On: the switch named by the heading; pressing it and 发送测试 tell the caller. */
export const On: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '邮件提醒' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onSwitch).toHaveBeenCalledWith({ isOn: false });
    const test = canvas.getByRole('button', { name: '发送测试' });
    await expect(test).toHaveAccessibleDescription('邮件提醒');
    await userEvent.click(test);
    await expect(args.onTest).toHaveBeenCalledOnce();
  },
};

/** Off, switched on with the keyboard. */
export const Off: Story = {
  args: { isOn: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '邮件提醒' });
    await expect(toggle).not.toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onSwitch).toHaveBeenCalledWith({ isOn: true });
  },
};

/** The channel cannot be switched yet: the switch and the test wait, and say why. */
export const Locked: Story = {
  args: {
    isOn: false,
    switchHint: '请先验证邮箱，验证后即可开启',
    testHint: '请先验证邮箱，验证后即可开启',
  },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: '邮件提醒' });
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAccessibleDescription('请先验证邮箱，验证后即可开启');
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: '发送测试' }));
    await expect(args.onSwitch).not.toHaveBeenCalled();
    await expect(args.onTest).not.toHaveBeenCalled();
  },
};

/** In-site notices cannot be turned off: 始终开启 instead of a switch. */
export const AlwaysOn: Story = {
  args: {
    title: '站内消息',
    description: '提醒都会出现在“消息”里，页头的铃铛显示未读数。',
    isAlwaysOn: true,
    onSwitch: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
    await expect(canvas.getByText('始终开启')).toBeVisible();
  },
};

/** A test on its way: the button says so and waits. */
export const TestPending: Story = {
  args: { testState: 'pending' },
  play: async ({ canvas, args }) => {
    const test = canvas.getByRole('button', { name: '发送中…' });
    await expect(test).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(test);
    await expect(args.onTest).not.toHaveBeenCalled();
  },
};

/** The test went out: the server's line, announced politely. */
export const TestSent: Story = {
  args: { testState: 'sent', testMessage: '测试消息已发送' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('测试消息已发送');
  },
};

/** The test failed: the server's reason, announced at once. */
export const TestFailed: Story = {
  args: { title: 'Webhook', testState: 'failed', testMessage: 'Webhook 返回 HTTP 500' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Webhook 返回 HTTP 500');
  },
};

/** A change was refused: the reason under the fields. */
export const ChangeRefused: Story = {
  args: { note: { tone: 'error', text: '请先验证邮箱' }, onTest: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请先验证邮箱');
    await expect(canvas.queryByRole('button', { name: '发送测试' })).not.toBeInTheDocument();
  },
};

function TestDemo() {
  const [state, setState] = useState<ChannelTestState>('idle');
  return (
    <AlertChannelCard
      title="浏览器推送"
      description="在电脑或手机浏览器上弹出通知，页面关着也能收到。"
      isOn
      onSwitch={() => undefined}
      testState={state}
      testMessage="测试消息已发送"
      onTest={() => {
        setState('pending');
        void Promise.resolve().then(() => setState('sent'));
      }}
    >
      <p>已在 2 个浏览器开启推送</p>
    </AlertChannelCard>
  );
}

/** Pressing 发送测试: pending, then sent, with the channel's own fields above. */
export const TestRoundTrip: Story = {
  render: () => <TestDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送测试' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('测试消息已发送'));
    await expect(canvas.getByRole('button', { name: '发送测试' })).not.toHaveAttribute('aria-busy');
  },
};
