import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { needsTabMargin } from '@pricetrail/core';
import { SecondNav } from './SecondNav';
import { withFrame } from '../../testing';

const HOME_CATEGORIES = [
  { href: '/home', label: '全部' },
  { href: '/home/phone', label: '手机数码' },
  { href: '/home/appliance', label: '家用电器' },
  { href: '/home/computer', label: '电脑办公' },
  { href: '/home/beauty', label: '美妆个护' },
  { href: '/home/food', label: '食品生鲜' },
  { href: '/home/baby', label: '母婴玩具' },
  { href: '/home/clothing', label: '服饰鞋包' },
  { href: '/home/sports', label: '运动户外' },
  { href: '/home/discount', label: '降价榜' },
];

const PROMOTION_TABS = [
  { href: '/promotion', label: '促销活动' },
  { href: '/promotion/activity', label: '品牌会场' },
  { href: '/promotion/coupon', label: '优惠券' },
  { href: '/promotion/lowest', label: '历史低价' },
];

const PRODUCT_TABS = [
  { href: '/crc64/dp1-3', label: '历史价格' },
  { href: '/crc64/dp1-3/where_buy', label: '比价' },
  { href: '/crc64/dp1-3/desc', label: '商品信息' },
  { href: '/crc64/dp1-3/reviews', label: '晒单评价' },
  { href: '/ai/rate/dp1-3', label: 'AI 点评' },
  { href: '/ai/compare/dp1-3', label: 'AI 对比' },
];

const CHROME_83_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36';

const meta = {
  title: 'Layout/SecondNav',
  component: SecondNav,
  args: { items: HOME_CATEGORIES, activePath: '/home', label: '商品分类' },
  parameters: { layout: 'fullscreen', frame: { width: '100%', maxWidth: '100%' } },
  decorators: [withFrame],
} satisfies Meta<typeof SecondNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's categories with 全部 current ('/' counts as /home). */
export const HomeCategories: Story = {
  args: { activePath: '/' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '商品分类' }));
    await expect(nav.getByRole('link', { name: '全部' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link')).toHaveLength(10);
  },
};

/** The /promotion children, on the coupon page: only the exact tab is current, not 促销活动. */
export const PromotionChildren: Story = {
  args: { items: PROMOTION_TABS, activePath: '/promotion/coupon?pg=2', label: '促销分类' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '优惠券' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: '促销活动' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** Phone width: the row scrolls sideways and starts with the current tab in view. */
export const PhoneScrolled: Story = {
  args: { activePath: '/home/sports' },
  parameters: { frame: { width: 375 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    const tab = canvas.getByRole('link', { name: '运动户外' }).getBoundingClientRect();
    const box = list.getBoundingClientRect();
    await expect(tab.left).toBeGreaterThanOrEqual(box.left);
    await expect(tab.right).toBeLessThanOrEqual(box.right);
  },
};

/** A product's tabs on a 320 px phone: the current tab in view, shades at the edges with more tabs. */
export const ProductTabsOnNarrowPhone: Story = {
  args: { items: PRODUCT_TABS, activePath: '/crc64/dp1-3/desc', label: '商品页面' },
  parameters: { frame: { width: 320 } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    const isInRow = (name: string) => {
      const tab = canvas.getByRole('link', { name }).getBoundingClientRect();
      const row = list.getBoundingClientRect();
      return tab.left >= row.left && tab.right <= row.right;
    };
    await waitFor(() => expect(isInRow('商品信息')).toBe(true));
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

/** No tab matches (a single promotion page): none is marked. */
export const NoneCurrent: Story = {
  args: { items: PROMOTION_TABS, activePath: '/promotion/8812', label: '促销分类' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** Old Chromium (< 84) has no flex gap: tabs are spaced by the spec's 50 px right margin. */
export const LegacyTabMargin: Story = {
  args: {
    items: PROMOTION_TABS,
    activePath: '/promotion',
    hasTabMargin: needsTabMargin(CHROME_83_UA),
    label: '促销分类',
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('link', { name: '品牌会场' }).closest('li');
    await expect(getComputedStyle(item as HTMLElement).marginRight).toBe('50px');
    await expect(getComputedStyle(canvas.getByRole('list')).columnGap).toBe('0px');
  },
};
