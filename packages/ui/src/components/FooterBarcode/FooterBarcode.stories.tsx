import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LAYOUT_APP_QR_DATA_URL } from '../../fixtures/layoutFixtures';
import { FooterBarcode } from './FooterBarcode';
import { withFrame } from '../../testing';

const meta = {
  title: 'Layout/FooterBarcode',
  component: FooterBarcode,
  args: { qrSrc: LAYOUT_APP_QR_DATA_URL },
  decorators: [withFrame],
  parameters: { frame: { padding: 16 } },
} satisfies Meta<typeof FooterBarcode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The QR code, '扫码下载价迹App' and where else the app is found. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '价迹App下载二维码' });
    await expect(code).toHaveAttribute('src', LAYOUT_APP_QR_DATA_URL);
    await expect(canvas.getByText('扫码下载价迹App')).toBeVisible();
    await expect(canvas.getByText('支持 iPhone 与安卓手机')).toBeVisible();
  },
};

/** The caller's own hints, e.g. on the extension page. */
export const CustomHints: Story = {
  args: {
    title: '扫码关注价迹公众号',
    qrAlt: '价迹公众号二维码',
    hints: ['降价提醒、独家优惠券每天推送'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '价迹公众号二维码' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('降价提醒、独家优惠券每天推送');
  },
};
