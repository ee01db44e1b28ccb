import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LOGIN_QR_DATA_URL } from '../../fixtures/loginFixtures';
import { QR_STATUS } from '../QrPanel';
import { LOGIN_TAB } from './loginConstants';
import { LoginPanel } from './LoginPanel';

const meta = {
  title: 'Login/LoginPanel',
  component: LoginPanel,
  args: {
    tab: LOGIN_TAB.phone,
    onTabChange: fn(),
    onSmsSend: fn(),
    onPhoneLogin: fn(),
    onAccountLogin: fn(),
    qrImgStr: LOGIN_QR_DATA_URL,
    onQrRefresh: fn(),
    onSocialLogin: fn(),
    onCaptchaSuccess: fn(),
  },
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a page that exists to sign in: no mask, no dialog, nothing to close; the form is in reach. */
export const PhoneTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('region', { name: '登录价迹' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(panel.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.type(panel.getByRole('textbox', { name: '手机号' }), '138');
    await expect(panel.getByRole('button', { name: '清除手机号' })).toBeVisible();
  },
};

/** The QR tab on the page: 扫码登录 is whole, and the code shows. */
export const QrTab: Story = {
  args: { tab: LOGIN_TAB.qr, qrStatus: QR_STATUS.loaded },
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: '登录价迹' }));
    const qrTab = panel.getByRole('tab', { name: '扫码登录' });
    await expect(qrTab).toHaveAttribute('aria-selected', 'true');
    await expect(qrTab.scrollWidth).toBeLessThanOrEqual(qrTab.clientWidth);
    await expect(panel.getByRole('img', { name: '价迹扫码登录二维码' })).toBeVisible();
  },
};
