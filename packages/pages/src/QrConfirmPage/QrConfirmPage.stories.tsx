import { SAMPLE_USER, type FakeIdentityOptions } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withPage } from '../testing';
import { QrConfirmPage } from './QrConfirmPage';

const PATH = '/m/qr_confirm';

function at(identity: FakeIdentityOptions, url = `${PATH}?tid=qr-1`) {
  return { page: { path: PATH, url, identity } };
}

const meta = {
  title: 'Pages/QrConfirmPage',
  component: QrConfirmPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', ...at({}) },
} satisfies Meta<typeof QrConfirmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone user is asked whether the computer may sign in, with its browser and IP. */
export const Asking: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '你正在 Chrome 上登录价迹' }),
    ).toBeVisible();
    await expect(canvas.getByText('203.0.113.7')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '确认登录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '取消' })).toBeVisible();
  },
};

/** The code is being read. */
export const Loading: Story = {
  parameters: at({ delayMs: 600_000 }),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: '正在读取二维码…' });
    await expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
  },
};

/** 确认登录: the computer signs itself in. */
export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '确认登录' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '已确认，电脑端将自动登录' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
  },
};

/** 取消: the computer is told and offers a fresh code. */
export const Refused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取消' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '已取消登录' }),
    ).toBeVisible();
  },
};

/** A dead code: used, timed out, or scanned by someone else. */
export const Expired: Story = {
  parameters: at({ qrScan: { code: -1, msg: '二维码失效' } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '二维码失效' }),
    ).toBeVisible();
    await expect(canvas.getByText('请在电脑上刷新二维码后重新扫描。')).toBeVisible();
  },
};

/** An address without a code id is a dead code too, and asks the server nothing. */
export const WithoutCode: Story = {
  parameters: at({}, PATH),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '二维码失效' }),
    ).toBeVisible();
  },
};

/** A visitor signs in by SMS in place; the question follows without leaving the page. */
export const NeedsSignIn: Story = {
  parameters: at({ qrScan: 'signIn', user: SAMPLE_USER }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '登录后确认电脑端登录' }),
    ).toBeVisible();
    const modal = within(await canvas.findByRole('region', { name: '登录价迹' }));
    await expect(modal.getByRole('textbox', { name: '手机号' })).toBeVisible();
  },
};

/** After the SMS sign-in the same page asks the question. */
export const SignedInThenAsking: Story = {
  parameters: at({ qrScan: 'signIn', user: SAMPLE_USER }),
  play: async ({ canvas }) => {
    const modal = within(await canvas.findByRole('region', { name: '登录价迹' }));
    await userEvent.type(modal.getByRole('textbox', { name: '手机号' }), '13800138000');
    await userEvent.click(modal.getByRole('button', { name: '发送验证码' }));
    await modal.findByRole('button', { name: /秒后重发/ });
    await userEvent.type(modal.getByRole('textbox', { name: '验证码' }), '123456');
    await userEvent.click(modal.getByRole('button', { name: '登录' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '你正在 Chrome 上登录价迹' }),
    ).toBeVisible();
  },
};

/** The server turned the confirmation down for another reason: its line shows, the question stays. */
export const ConfirmFailed: Story = {
  parameters: at({ qrConfirm: { code: -1, msg: '操作太频繁，请稍后再试' } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '确认登录' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('操作太频繁，请稍后再试');
    await expect(canvas.getByRole('button', { name: '确认登录' })).toBeVisible();
  },
};

/** The code could not be read: 网络异常 with a retry. */
export const Failed: Story = {
  parameters: at({ qrScan: 'fail' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络异常');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
