import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from '../SearchBox';
import { HistoryPriceHeader } from './HistoryPriceHeader';
import { withFrame } from '../../testing';

const TITLE = '华为 HUAWEI Mate 60 Pro 12GB+512GB 雅川青 卫星通话 鸿蒙智能手机';
const LONG_TITLE =
  '【官方旗舰店】Apple iPhone 15 Pro Max (A3108) 256GB 原色钛金属 支持移动联通电信5G 双卡双待手机 官方正品 全国联保 顺丰包邮 以旧换新至高补贴 24期分期免息';
const submit = fn();

const meta = {
  title: 'Layout/HistoryPriceHeader',
  component: HistoryPriceHeader,
  args: {
    title: TITLE,
    siteId: 3,
    breadcrumbs: [
      { label: '首页', href: '/home' },
      { label: '历史价格', href: '/trend' },
      { label: TITLE },
    ],
    search: <SearchBox size="compact" onSubmit={submit} aria-label="查询其他商品" />,
  },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [withFrame],
} satisfies Meta<typeof HistoryPriceHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A JD product: trail, store badge, title, and a box to paste another link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    submit.mockClear();
    await expect(canvas.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(canvas.getByText('京东')).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: '面包屑' }));
    await expect(trail.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
    await expect(trail.getByRole('link', { name: '历史价格' })).toHaveAttribute('href', '/trend');
    await expect(trail.getByText(TITLE)).toHaveAttribute('aria-current', 'page');

    const search = within(canvas.getByRole('search', { name: '查询其他商品' }));
    await userEvent.click(search.getByRole('textbox'));
    await userEvent.paste('https://detail.tmall.com/item.htm?id=675818421245');
    await expect(submit).toHaveBeenCalledWith({
      query: 'https://detail.tmall.com/item.htm?id=675818421245',
      source: 'paste',
    });
  },
};

/** A title longer than two lines is cut with an ellipsis; the heading keeps the full text. */
export const LongTitle: Story = {
  args: {
    title: LONG_TITLE,
    siteId: 83,
    breadcrumbs: [
      { label: '首页', href: '/home' },
      { label: '历史价格', href: '/trend' },
      { label: LONG_TITLE },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LONG_TITLE })).toBeVisible();
    await expect(canvas.getByText('天猫')).toBeVisible();
  },
};

/** Phone width: the search box moves under the title. */
export const Phone: Story = {
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const search = canvas.getByRole('search').getBoundingClientRect();
    await expect(search.top).toBeGreaterThanOrEqual(heading.bottom);
  },
};

/** Only a title: no store, no trail, no search. */
export const TitleOnly: Story = {
  args: { siteId: undefined, breadcrumbs: undefined, search: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
  },
};
