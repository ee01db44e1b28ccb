import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { VisitorCorner } from './VisitorCorner';
import { withFrame } from '../../testing';

const meta = {
  title: 'Layout/VisitorCorner',
  component: VisitorCorner,
  args: { onLogin: fn() },
  decorators: [withFrame],
  parameters: { frame: { display: 'flex', justifyContent: 'flex-end', padding: 16 } },
} satisfies Meta<typeof VisitorCorner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 登录 tells the caller (which opens the login modal); 注册 is a link to the registration page. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/user/register?from=%2F',
    );
  },
};

/** A login page's own address as the registration target. */
export const CustomRegisterLink: Story = {
  args: { registerHref: '/user/register?from=%2Fmine%2Fcollection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute(
      'href',
      '/user/register?from=%2Fmine%2Fcollection',
    );
  },
};
