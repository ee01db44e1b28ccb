import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LAYOUT_PAGE_QR_DATA_URL } from '../../fixtures/layoutFixtures';
import { FooterBarcode } from './FooterBarcode';
import { withFrame } from '../../testing';

const meta = {
  title: 'Layout/FooterBarcode',
  component: FooterBarcode,
  args: { qrSrc: LAYOUT_PAGE_QR_DATA_URL },
  decorators: [withFrame],
  parameters: { frame: { padding: 16 } },
} satisfies Meta<typeof FooterBarcode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code of the page being read, '手机扫码打开本页' and how to scan it; no app is claimed. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '本页地址的二维码' });
    await expect(code).toHaveAttribute('src', LAYOUT_PAGE_QR_DATA_URL);
    await expect(canvas.getByText('手机扫码打开本页')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '用手机相机或微信“扫一扫”',
      '在手机上接着看这一页',
    ]);
    await expect(canvas.queryByText(/App|下载/)).toBeNull();
  },
};

/** The caller's own lines, e.g. on a product's page. */
export const CustomHints: Story = {
  args: {
    title: '手机扫码查看这件商品',
    qrAlt: '商品页地址的二维码',
    hints: ['在手机上看价格走势、设降价提醒'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '商品页地址的二维码' })).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('在手机上看价格走势、设降价提醒');
  },
};
