import { SAMPLE_PRODUCT } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { HistoryPage } from './HistoryPage';

const meta = {
  title: 'Pages/HistoryPage',
  component: HistoryPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/trend/:dpid', url: `/trend/${SAMPLE_PRODUCT.dpId}.html` },
  },
} satisfies Meta<typeof HistoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/trend/:dpid.html`: header, advice, chart with both lines, summary and offers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SAMPLE_PRODUCT.title }),
    ).toBeVisible();
    await expect(canvas.getByTestId('buy-advice')).toHaveTextContent('购买建议');
    await expect(canvas.getByRole('heading', { name: '全网比价' })).toBeVisible();
    await expect(canvas.getByText('演示数据')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
  },
};

/** `/crc64/dp{dpid}/where_buy`: the store comparison comes first. */
export const WhereBuy: Story = {
  args: { view: 'where_buy', hasTabs: true },
  parameters: {
    page: { path: '/crc64/:dpid/where_buy', url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/where_buy` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '全网比价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '比价' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
  },
};

/** `/crc64/dp{dpid}/desc`: the product's attributes. */
export const Description: Story = {
  args: { view: 'desc', hasTabs: true },
  parameters: { page: { path: '/crc64/:dpid/desc', url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/desc` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('雅川青')).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
  },
};

/** `/trend/history?url=` with a supported link we have not tracked yet. */
export const NotTrackedYet: Story = {
  parameters: {
    page: {
      path: '/trend/history',
      url: `/trend/history?url=${encodeURIComponent('https://item.jd.com/123456.html')}`,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('已开始追踪');
  },
};

/** While the answers are on their way. */
export const Loading: Story = {
  parameters: {
    page: {
      path: '/trend/:dpid',
      url: `/trend/${SAMPLE_PRODUCT.dpId}.html`,
      prices: { isHanging: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '正在查询历史价格…' }),
    ).toBeVisible();
  },
};
