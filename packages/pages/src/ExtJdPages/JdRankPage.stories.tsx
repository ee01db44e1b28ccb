import { FakePricesApi, SAMPLE_PRODUCT, SAMPLE_PRODUCTS } from '@pricetrail/services/testing';
import type { ProductPage, SearchQuery } from '@pricetrail/services';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../testing';
import { JdRankPage } from './JdRankPage';

// The same answers, with no product in any list.
class EmptyListsApi extends FakePricesApi {
  override async search(query: SearchQuery): Promise<ProductPage> {
    return { ...(await super.search(query)), items: [], total: 0 };
  }
}

const sku = SAMPLE_PRODUCT.dpId.split('-')[0] ?? '';

const meta = {
  title: 'Pages/JdRankPage',
  component: JdRankPage,
  decorators: [withPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/ext/jd_rank', url: `/ext/jd_rank?sku=${sku}` },
  },
} satisfies Meta<typeof JdRankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/ext/jd_rank?sku=`: JD's best sellers in the product's category, each a link to its page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '手机数码 京东热销榜' });
    const jdPhones = SAMPLE_PRODUCTS.filter(
      (product) => product.siteId === 3 && product.categorySlug === 'digital',
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(jdPhones.length);
    const link = within(list).getByRole('link', { name: SAMPLE_PRODUCT.title });
    await expect(link).toHaveAttribute('href', SAMPLE_PRODUCT.url);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Opened with a dp id of another store's product: still ranks JD's goods of its category. */
export const FromDpId: Story = {
  parameters: { page: { path: '/ext/jd_rank', url: '/ext/jd_rank?dp_id=652391740215-83' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: '手机数码 京东热销榜' })).toBeVisible();
  },
};

/** The category has no JD products with a price. */
export const Empty: Story = {
  parameters: {
    page: {
      path: '/ext/jd_rank',
      url: `/ext/jd_rank?sku=${sku}`,
      prices: () => new EmptyListsApi(),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('这个分类暂无京东商品的榜单数据')).toBeVisible();
  },
};

/** The answers are on their way. */
export const Loading: Story = {
  parameters: {
    page: { path: '/ext/jd_rank', url: `/ext/jd_rank?sku=${sku}`, prices: { isHanging: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载榜单…');
  },
};

/** The server fails. */
export const ServerError: Story = {
  parameters: {
    page: { path: '/ext/jd_rank', url: `/ext/jd_rank?sku=${sku}`, prices: { isFailing: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('榜单加载失败，请稍后重试');
  },
};

/** The product is not held, so its category is unknown. */
export const Untracked: Story = {
  parameters: { page: { path: '/ext/jd_rank', url: '/ext/jd_rank?sku=1' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('价迹还没有收录这件商品');
  },
};

/** Opened with a malformed sku. */
export const InvalidProduct: Story = {
  parameters: { page: { path: '/ext/jd_rank', url: '/ext/jd_rank?sku=abc' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('商品编号无效');
  },
};
