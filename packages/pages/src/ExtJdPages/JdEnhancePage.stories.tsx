import { FakePricesApi, SAMPLE_PRODUCT } from '@pricetrail/services/testing';
import type { HistoryRange, PriceHistory } from '@pricetrail/services';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPage } from '../testing';
import { JdEnhancePage } from './JdEnhancePage';

// The same answers, without any promotion or coupon seen.
class NoPromotionsApi extends FakePricesApi {
  override async history(dpId: string, range: HistoryRange): Promise<PriceHistory> {
    return { ...(await super.history(dpId, range)), promotions: [] };
  }
}

const meta = {
  title: 'Pages/JdEnhancePage',
  component: JdEnhancePage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/jd_enhance', url: `/jd_enhance?dp_id=${SAMPLE_PRODUCT.dpId}` },
  },
} satisfies Meta<typeof JdEnhancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/jd_enhance?dp_id=`: advice, chart, summary, the coupons seen and the other stores. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `价迹${SAMPLE_PRODUCT.title}` }),
    ).toBeVisible();
    await expect(canvas.getByTestId('buy-advice')).toHaveTextContent('购买建议');
    await expect(canvas.getByRole('region', { name: '优惠券与促销' })).toHaveTextContent(
      '满5000减400',
    );
    await expect(canvas.getByRole('heading', { name: '全网比价' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '在价迹查看完整历史' })).toHaveAttribute(
      'href',
      `/trend/${SAMPLE_PRODUCT.dpId}.html`,
    );
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
    await expect(document.title).toBe(`${SAMPLE_PRODUCT.title} 历史价格与优惠 - 价迹`);
  },
};

/** The product has no coupon or promotion on record. */
export const NoCoupons: Story = {
  parameters: {
    page: {
      path: '/jd_enhance',
      url: `/jd_enhance?dp_id=${SAMPLE_PRODUCT.dpId}`,
      prices: () => new NoPromotionsApi(),
    },
  },
  play: async ({ canvas }) => {
    const coupons = await canvas.findByRole('region', { name: '优惠券与促销' });
    await expect(coupons).toHaveTextContent('暂无优惠券');
  },
};

/** The answers are on their way. */
export const Loading: Story = {
  parameters: {
    page: {
      path: '/jd_enhance',
      url: `/jd_enhance?dp_id=${SAMPLE_PRODUCT.dpId}`,
      prices: { isHanging: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载历史价格…');
  },
};

/** The server fails. */
export const ServerError: Story = {
  parameters: {
    page: {
      path: '/jd_enhance',
      url: `/jd_enhance?dp_id=${SAMPLE_PRODUCT.dpId}`,
      prices: { isFailing: true },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('查询失败，请稍后重试');
  },
};

/** Opened without a product: says where to open it from. */
export const NoProduct: Story = {
  parameters: { page: { path: '/jd_enhance', url: '/jd_enhance' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('缺少商品编号');
  },
};
