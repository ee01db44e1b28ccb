import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { withPage } from '../testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const meta = {
  title: 'Pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/user/forgot_pwd', url: '/user/forgot_pwd' },
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], password: string) {
  await userEvent.type(canvas.getByLabelText('绑定的手机号'), '13800138000');
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
  await canvas.findByRole('button', { name: /秒后重发/ });
  await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
  await userEvent.type(canvas.getByLabelText('新密码（8-14位）'), password);
  await userEvent.type(canvas.getByLabelText('确认新密码'), password);
  await userEvent.click(canvas.getByRole('button', { name: '重置密码' }));
}

/** The empty form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '找回密码' })).toBeVisible();
  },
};

/** A common password is refused with core's message. */
export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('密码过于常见，请换一个');
  },
};

/** The code was wrong: the server's message shows. */
export const WrongCode: Story = {
  parameters: {
    page: {
      path: '/user/forgot_pwd',
      url: '/user/forgot_pwd',
      identity: { reset: { code: -1, msg: '验证码错误，请重新输入' } },
    },
  },
  play: async ({ canvas }) => {
    await fill(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
  },
};

/** The password was reset: a link back to the login page. */
export const Done: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('status')).toHaveTextContent('密码已重置');
    await expect(canvas.getByRole('link', { name: '去登录' })).toHaveAttribute(
      'href',
      '/user_login?from=%2F',
    );
  },
};
