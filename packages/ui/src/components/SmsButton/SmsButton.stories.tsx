import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SmsButton } from './SmsButton';
import { withFrame } from '../../testing';

const meta = {
  title: 'Login/SmsButton',
  component: SmsButton,
  args: { onSend: fn() },
  decorators: [withFrame],
  parameters: { frame: { padding: 16 } },
} satisfies Meta<typeof SmsButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: '发送验证码'; a click asks for a login code. */
export const Idle: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '发送验证码' });
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledWith({ tag: 'login' });
  },
};

/** On the registration page: the 'register' tag is sent as 'login' (behaviour.md §5). */
export const RegisterTag: Story = {
  args: { tag: 'register' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(args.onSend).toHaveBeenCalledWith({ tag: 'login' });
  },
};

/** Binding a phone in the settings: the 'bind' tag passes through unchanged. */
export const BindTag: Story = {
  args: { tag: 'bind' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(args.onSend).toHaveBeenCalledWith({ tag: 'bind' });
  },
};

/** During the 60-second wait: disabled, showing the seconds left; clicks do nothing. */
export const CountingDown: Story = {
  args: { secondsLeft: 59 },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '59秒后重发' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The request is on its way: disabled until the caller hears back. */
export const Sending: Story = {
  args: { isSending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '发送中…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
