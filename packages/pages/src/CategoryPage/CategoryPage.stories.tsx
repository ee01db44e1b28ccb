import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../testing';
import { CategoryPage } from './CategoryPage';

const meta = {
  title: 'Pages/CategoryPage',
  component: CategoryPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/home/:class', url: '/home/digital' } },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/home/digital`: the category's products, biggest drop first; sorting by price reorders them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '手机数码' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(await canvas.findByText('共 3 件商品')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '价格最低' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '价格最低' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('link', { name: /索尼|iPhone|华为/ })[0]).toHaveAccessibleName(
        /索尼/,
      ),
    );
  },
};

/** `/crc64/list`: the whole catalogue, two per page, moving to the next page. */
export const WholeCatalogue: Story = {
  parameters: {
    page: { path: '/crc64/list', url: '/crc64/list', prices: { pageSize: 2 } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '全部商品' })).toBeVisible();
    const pages = await canvas.findByRole('navigation', { name: '商品列表分页' });
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    await expect(await within(pages).findByText('第 2 页，共 2 页')).toBeInTheDocument();
  },
};

/** Filters that nothing matches: an empty state that clears them. */
export const NothingMatches: Story = {
  parameters: {
    page: { path: '/home/:class', url: '/home/digital?max=1&lowest=1' },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有符合条件的商品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '清除筛选' })).toHaveAttribute(
      'href',
      '/home/digital',
    );
    await expect(canvas.getByRole('checkbox', { name: '只看历史最低' })).toBeChecked();
  },
};

/** Applying filters: store, price range and only historical lows. */
export const Filtering: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 3 件商品');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '商城' }), '京东');
    await userEvent.type(canvas.getByRole('spinbutton', { name: '最低价（元）' }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(await canvas.findByText('共 1 件商品')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /华为/ })).toBeVisible();
  },
};

/** A category slug the catalogue does not have. */
export const UnknownCategory: Story = {
  parameters: { page: { path: '/home/:class', url: '/home/no-such' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个分类' }),
    ).toBeVisible();
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: { page: { path: '/home/:class', url: '/home/digital', prices: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载商品…');
  },
};

/** The list failed to load: the Chinese error line and a retry button. */
export const LoadFailed: Story = {
  parameters: { page: { path: '/home/:class', url: '/home/digital', prices: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('商品列表加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
