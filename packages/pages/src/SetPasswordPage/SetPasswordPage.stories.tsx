import { SAMPLE_USER } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { USER_WITHOUT_PHONE, accountPage, withPage } from '../testing';
import { SetPasswordPage } from './SetPasswordPage';

const meta = {
  title: 'Pages/SetPasswordPage',
  component: SetPasswordPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: accountPage('/mine/setting_password') },
} satisfies Meta<typeof SetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillNewPassword(canvas: Canvas, password: string, confirm = password) {
  await userEvent.type(canvas.getByLabelText('新密码（8-14位）'), password);
  await userEvent.type(canvas.getByLabelText('确认新密码'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: '保存新密码' }));
}

async function fillCode(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('绑定的手机号'), '13800138678');
  await userEvent.click(canvas.getByRole('button', { name: '发送验证码' }));
  await canvas.findByRole('button', { name: /秒后重发/ });
  await userEvent.type(canvas.getByLabelText('短信验证码'), '123456');
}

/** A phone is bound: the SMS proof is chosen first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '短信验证' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('绑定的手机号')).toHaveAttribute(
      'placeholder',
      '请输入 138*****678 的完整号码',
    );
  },
};

/** The current password as proof. */
export const WithCurrentPassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: '当前密码验证' }));
    await expect(canvas.getByLabelText('当前密码')).toBeVisible();
    await fillNewPassword(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入当前密码');
  },
};

/** No phone bound, a password set: the current password is the only proof. */
export const WithoutPhone: Story = {
  parameters: {
    page: accountPage('/mine/setting_password', {
      user: { ...USER_WITHOUT_PHONE, hasPassword: true },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('当前密码')).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await fillNewPassword(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('请输入当前密码');
  },
};

/** A phone but no password yet: the SMS code is the only proof. */
export const PhoneWithoutPassword: Story = {
  parameters: {
    page: accountPage('/mine/setting_password', {
      user: { ...SAMPLE_USER, hasPassword: false },
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('绑定的手机号')).toBeVisible();
    await expect(canvas.queryByRole('tab')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('当前密码')).not.toBeInTheDocument();
  },
};

/** Neither a phone nor a password (signed in with WeChat): the first one needs no proof. */
export const FirstPassword: Story = {
  parameters: {
    page: accountPage('/mine/setting_password', { user: USER_WITHOUT_PHONE }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/首次设置密码，无需验证/)).toBeVisible();
    await expect(canvas.queryByLabelText('当前密码')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('新密码（8-14位）')).toBeVisible();
  },
};

/** A common password is refused with core's message. */
export const WeakPassword: Story = {
  play: async ({ canvas }) => {
    await fillCode(canvas);
    await fillNewPassword(canvas, 'password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('密码过于常见，请换一个');
  },
};

/** The two entries differ. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fillCode(canvas);
    await fillNewPassword(canvas, 'Qz8#trail26', 'Qz8#trail27');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('两次输入的密码不一致');
  },
};

/** The code was wrong: the server's message shows. */
export const WrongCode: Story = {
  parameters: {
    page: accountPage('/mine/setting_password', {
      modify: { code: 0, msg: '验证码错误，请重新输入' },
    }),
  },
  play: async ({ canvas }) => {
    await fillCode(canvas);
    await fillNewPassword(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
  },
};

/** The password was changed; the link above leads back to the settings. */
export const Done: Story = {
  play: async ({ canvas }) => {
    await fillCode(canvas);
    await fillNewPassword(canvas, 'Qz8#trail26');
    await expect(await canvas.findByRole('status')).toHaveTextContent('密码已修改');
    await expect(canvas.getByRole('link', { name: '‹ 返回账号设置' })).toHaveAttribute(
      'href',
      '/mine/setting',
    );
  },
};

/** A visitor is sent to /user_login?from=/mine/setting_password. */
export const SignedOut: Story = {
  parameters: { page: accountPage('/mine/setting_password', { user: null }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('已离开本页')).toBeVisible();
  },
};
