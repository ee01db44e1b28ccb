import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../testing';
import { MSG_AGREE_FIRST, UserRegisterPage } from './UserRegisterPage';

const meta = {
  title: 'Pages/UserRegisterPage',
  component: UserRegisterPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/user/register', url: '/user/register?from=%2F' },
  },
} satisfies Meta<typeof UserRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '免费注册价迹' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '《价迹用户协议》' })).toHaveAttribute(
      'href',
      '/static_page/privacy_policy.html',
    );
  },
};

/** The agreement must be ticked first. */
export const AgreementMissing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(MSG_AGREE_FIRST);
  },
};

/** A wrong phone number is refused before anything is sent. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入正确的手机号码');
  },
};

/** Code sent, agreement ticked: registering signs in and goes to `from`. */
export const Registered: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('手机号'), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: '注册并登录' }));
    await expect(await within(canvasElement).findByText('已离开本页')).toBeVisible();
  },
};
