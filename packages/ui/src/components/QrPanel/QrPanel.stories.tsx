import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LOGIN_QR_DATA_URL } from '../../fixtures/loginFixtures';
import { QrPanel } from './QrPanel';
import { QR_STATUS } from './qrStatus';
import { withFrame } from '../../testing';

const meta = {
  title: 'Login/QrPanel',
  component: QrPanel,
  args: { status: QR_STATUS.loaded, qrImgStr: LOGIN_QR_DATA_URL, onRefresh: fn() },
  argTypes: { status: { control: 'select', options: Object.values(QR_STATUS) } },
  decorators: [withFrame],
  parameters: { frame: { maxWidth: 352, padding: 16 } },
} satisfies Meta<typeof QrPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0: the code is on its way; a grey square holds its place. */
export const Loading: Story = {
  args: { status: QR_STATUS.idle, qrImgStr: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('二维码加载中…')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** 1: the code with the scan prompt. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '价迹扫码登录二维码' })).toBeVisible();
    await expect(canvas.getByText('请使用价迹App扫码登录')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 2: the code is registered and waits for the app; it looks the same as loaded. */
export const Uploaded: Story = {
  args: { status: QR_STATUS.uploaded },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请使用价迹App扫码登录')).toBeVisible();
  },
};

/** 4: the app scanned it; the shopper confirms on the phone. */
export const Scanned: Story = {
  args: { status: QR_STATUS.scanned },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('扫描成功，请在手机上确认')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** -3: the code expired; '点击刷新' over the dimmed code asks for a new one. */
export const Expired: Story = {
  args: { status: QR_STATUS.expired },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('二维码失效')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '点击刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** -1: fetching the code failed. */
export const LoadError: Story = {
  args: { status: QR_STATUS.loadError, qrImgStr: undefined },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('网络异常')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '点击刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** -2: the code could not be registered for login. */
export const UploadError: Story = {
  args: { status: QR_STATUS.uploadError },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('二维码生成失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '点击刷新' })).toBeVisible();
  },
};
