import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../testing';
import { PromotionDetailPage } from './PromotionDetailPage';

const meta = {
  title: 'Pages/PromotionDetailPage',
  component: PromotionDetailPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/promotion/:id', url: '/promotion/1' } },
} satisfies Meta<typeof PromotionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/promotion/:id`: one event's dates, rules, store page and products. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '京东手机品牌日' }),
    ).toBeVisible();
    await expect(canvas.getByText('2025.12.31–2026.01.04')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '活动规则' })).toHaveTextContent(
      '每满减每满200减30',
    );
    await expect(canvas.getByRole('link', { name: '去商城活动页' })).toHaveAttribute(
      'href',
      'https://a.jd.com/',
    );
    const products = canvas.getByRole('region', { name: '参加的商品' });
    await expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    await expect(document.title).toBe('京东手机品牌日 - 价迹');
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '京东手机品牌日（品牌日，2025.12.31–2026.01.04）；规则：满300减40、每满200减30、百亿补贴；2 件商品参加。',
    );
  },
};

/** An event with more products than a page holds: the pager turns to the next page. */
export const ManyProducts: Story = {
  parameters: {
    page: { path: '/promotion/:id', url: '/promotion/1', promotions: { pageSize: 1 } },
  },
  play: async ({ canvas }) => {
    const products = await canvas.findByRole('region', { name: '参加的商品' });
    const first = within(products).getAllByRole('link')[0]?.textContent;
    const pager = within(canvas.getByRole('navigation', { name: '参加的商品分页' }));
    await userEvent.click(pager.getByRole('button', { name: '下一页' }));
    await waitFor(() =>
      expect(within(products).getAllByRole('link')[0]).not.toHaveTextContent(first ?? ''),
    );
    await expect(pager.getByRole('button', { name: '下一页' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** An event without rules' page link or products yet. */
export const NoProducts: Story = {
  parameters: { page: { path: '/promotion/:id', url: '/promotion/2' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '天猫年货节' }),
    ).toBeVisible();
    await expect(canvas.getByText('还没有收录参加这个活动的商品。')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '去商城活动页' })).toBeNull();
  },
};

/** A numeric id the server does not have: a clear not-found with a way back, kept out of search indexes. */
export const Missing: Story = {
  parameters: { page: { path: '/promotion/:id', url: '/promotion/404' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个活动' }),
    ).toBeVisible();
    // The 查历史价 box's code loads when a missing page first shows it.
    await expect(await canvas.findByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '全部活动' })).toHaveAttribute(
      'href',
      '/promotion',
    );
    await expect(document.title).toBe('没有找到这个活动 - 价迹');
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  },
};

/** While the event is on its way. */
export const Loading: Story = {
  parameters: {
    page: { path: '/promotion/:id', url: '/promotion/1', promotions: { isHanging: true } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载活动…');
  },
};

/** The event failed to load. */
export const LoadFailed: Story = {
  parameters: {
    page: { path: '/promotion/:id', url: '/promotion/1', promotions: { isFailing: true } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('活动加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};
