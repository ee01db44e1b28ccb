import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withFrame } from '../../testing';
import { EmailAlertFields } from './EmailAlertFields';

const meta = {
  title: 'Mine/EmailAlertFields',
  component: EmailAlertFields,
  args: { address: 'xiaoming@example.com', isVerified: true, onSend: fn() },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 600, padding: 12 } },
} satisfies Meta<typeof EmailAlertFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A verified address; another one can be typed and sent a link. */
export const Verified: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('已验证')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: '更换邮箱' });
    await userEvent.clear(input);
    await userEvent.type(input, 'new@example.com{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ address: 'new@example.com' });
  },
};

/** The link is not opened yet: 待验证 and what to do. */
export const Unverified: Story = {
  args: { isVerified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('待验证')).toBeVisible();
    await expect(canvas.getByText(/请打开验证邮件中的链接/)).toBeVisible();
  },
};

/** No address yet. */
export const NoAddress: Story = {
  args: { address: null, isVerified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '邮箱地址' })).toHaveValue('');
    await expect(canvas.queryByText('当前邮箱')).not.toBeInTheDocument();
  },
};

/** The mail is on its way: another press sends nothing. */
export const Sending: Story = {
  args: { isSending: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发送中…' }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The caller refused the address: the line is tied to the field. */
export const Invalid: Story = {
  args: { address: null, isVerified: false, error: '请输入正确的邮箱地址' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '邮箱地址' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的邮箱地址');
  },
};

/** The server cannot send mail: the field and button wait. */
export const Unavailable: Story = {
  args: { address: null, isVerified: false, isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: '邮箱地址' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '发送验证邮件' }));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
