import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../testing';
import { UserLoginPage } from './UserLoginPage';

const QR_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#fff"/><path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4zM6 6h2v2H6z"/></svg>',
  );

const meta = {
  title: 'Pages/UserLoginPage',
  component: UserLoginPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: {
      path: '/user_login',
      url: '/user_login?from=%2Fmine%2Fcollection',
      identity: { social: { 2: 'https://open.weixin.qq.com/connect/qrconnect?state=s' } },
    },
  },
} satisfies Meta<typeof UserLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('region', { name: '登录价迹' });
  return within(dialog);
}

/** The phone tab; platforms the server has not configured are marked unavailable. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await expect(modal.getByRole('textbox', { name: '手机号' })).toBeVisible();
    await waitFor(() =>
      expect(modal.getByRole('button', { name: 'QQ登录（暂不可用）' })).toBeVisible(),
    );
    await expect(modal.getByRole('button', { name: '微信登录' })).toBeVisible();
  },
};

/** A phone login: the code is sent, the countdown runs, and sign-in goes to `from`. */
export const PhoneLogin: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.click(modal.getByRole('button', { name: '发送验证码' }));
    await expect(await modal.findByRole('button', { name: /秒后重发/ })).toBeVisible();
    await userEvent.type(modal.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(modal.getByRole('button', { name: '登录' }));
    await expect(await within(canvasElement).findByText('已离开本页')).toBeVisible();
  },
};

/** The server refuses the password: its message shows in the error line. */
export const AccountRefused: Story = {
  parameters: {
    page: {
      path: '/user_login',
      url: '/user_login',
      identity: { login: { code: -1, msg: '账户或密码错误，请重新输入' } },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.click(modal.getByRole('tab', { name: '账号密码登录' }));
    await userEvent.type(modal.getByRole('textbox', { name: '账号' }), 'shopper@example.com');
    await userEvent.type(modal.getByLabelText('密码'), 'wrongpass');
    await userEvent.click(modal.getByRole('button', { name: '登录' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('账户或密码错误，请重新输入');
  },
};

/** The SMS call asks for a captcha: the inline captcha replaces the form and locks the tabs. */
export const SmsCaptcha: Story = {
  parameters: {
    page: {
      path: '/user_login',
      url: '/user_login',
      identity: { sms: { code: 0, msg: '请先完成安全验证', data: { link: 'about:blank' } } },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.type(modal.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.click(modal.getByRole('button', { name: '发送验证码' }));
    await expect(await modal.findByRole('region', { name: '请先完成安全验证' })).toBeVisible();
    await expect(modal.queryByRole('textbox', { name: '手机号' })).not.toBeInTheDocument();
  },
};

/** The QR tab after the phone scanned: '扫描成功，请在手机上确认'. */
export const QrScanned: Story = {
  parameters: {
    page: {
      path: '/user_login',
      url: '/user_login',
      identity: { qr: { code: 1, data: { id: 'qr-1', expired: 120, qrImgStr: QR_IMAGE } } },
      socket: { frames: ['{"code":1,"msg":"Success"}', '{"code":1,"msg":"LoginConnected"}'] },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.click(modal.getByRole('tab', { name: '扫码登录' }));
    await expect(await modal.findByText('扫描成功，请在手机上确认')).toBeVisible();
  },
};

/** The QR code could not be fetched: '网络异常' with a refresh button. */
export const QrNetworkError: Story = {
  parameters: {
    page: { path: '/user_login', url: '/user_login', identity: { qr: 'fail' } },
  },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.click(modal.getByRole('tab', { name: '扫码登录' }));
    await expect(await modal.findByText('网络异常')).toBeVisible();
    await expect(modal.getByRole('button', { name: '点击刷新' })).toBeVisible();
  },
};

/** The QR code was refused by the server: '二维码失效'. */
export const QrExpired: Story = {
  parameters: {
    page: {
      path: '/user_login',
      url: '/user_login',
      identity: { qr: { code: 1, data: { id: 'qr-1', expired: 120, qrImgStr: QR_IMAGE } } },
      socket: { frames: ['{"code":0,"msg":"expired"}'] },
    },
  },
  play: async ({ canvasElement }) => {
    const modal = await openDialog(canvasElement);
    await userEvent.click(modal.getByRole('tab', { name: '扫码登录' }));
    await expect(await modal.findByText('二维码失效')).toBeVisible();
  },
};
