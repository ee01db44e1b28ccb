import { SAMPLE_PRODUCT } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { MiddleQrPage } from './MiddleQrPage';

const meta = {
  title: 'Pages/MiddleQrPage',
  component: MiddleQrPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/product/middle_qr', url: `/product/middle_qr?dpid=${SAMPLE_PRODUCT.dpId}` },
  },
} satisfies Meta<typeof MiddleQrPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product at a glance with the button that opens it in the store. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SAMPLE_PRODUCT.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去京东打开' })).toHaveAttribute(
      'href',
      SAMPLE_PRODUCT.url,
    );
    await expect(canvas.getByRole('link', { name: '查看完整历史价格' })).toHaveAttribute(
      'href',
      `/trend/${SAMPLE_PRODUCT.dpId}.html`,
    );
    await expect(canvas.getByText(/历史最低/)).toBeVisible();
  },
};

/** A code that carries a link instead of a dp id. */
export const FromLink: Story = {
  parameters: {
    page: {
      path: '/product/middle_qr',
      url: `/product/middle_qr?url=${encodeURIComponent(SAMPLE_PRODUCT.url ?? '')}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '去京东打开' })).toBeVisible();
  },
};

/** A supported product we do not track yet. */
export const NotTrackedYet: Story = {
  parameters: {
    page: {
      path: '/product/middle_qr',
      url: `/product/middle_qr?url=${encodeURIComponent('https://item.jd.com/123456.html')}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已开始追踪');
  },
};

/** Opened without a product. */
export const NoProduct: Story = {
  parameters: { page: { path: '/product/middle_qr', url: '/product/middle_qr' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '二维码里没有商品信息' }),
    ).toBeVisible();
  },
};

/** While the product is on its way. */
export const Loading: Story = {
  parameters: {
    page: {
      path: '/product/middle_qr',
      url: `/product/middle_qr?dpid=${SAMPLE_PRODUCT.dpId}`,
      prices: { isHanging: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '正在打开商品…' })).toBeVisible();
  },
};
