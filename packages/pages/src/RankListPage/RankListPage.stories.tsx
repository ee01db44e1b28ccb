import { SAMPLE_RANKINGS } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withPage } from '../testing';
import { RankListPage } from './RankListPage';

const meta = {
  title: 'Pages/RankListPage',
  component: RankListPage,
  decorators: [withPage],
  parameters: { layout: 'fullscreen', page: { path: '/rank_list', url: '/rank_list' } },
} satisfies Meta<typeof RankListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's description, as search results show it. */
const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

/**
 * `/rank_list`: the 降价榜 of every category, each row with its drop and its move since yesterday;
 * the description names the list's size and its first product.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '排行榜' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '降价榜' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = await canvas.findByRole('list', { name: '降价榜' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('降幅 33.3%');
    await expect(rows[0]).toHaveTextContent('比昨天上升3名');
    await expect(rows[1]).toHaveTextContent('比昨天下降1名');
    await expect(rows[2]).toHaveTextContent('新上榜');
    await expect(canvas.getByRole('status')).toHaveTextContent('共 3 件上榜');
    const nav = canvas.getByRole('navigation', { name: '榜单分类' });
    await expect(within(nav).getByRole('link', { name: '全部' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.title).toBe('排行榜 - 价迹');
    await expect(description()).toMatch(
      `降价榜共 3 件上榜，第 1 名：${SAMPLE_RANKINGS.drop[0]?.product.title ?? ''}。`,
    );
  },
};

/** The tabs from the keyboard: → moves to 热门榜, its views and moves (unchanged and new too). */
export const HotFromKeyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '降价榜' });
    const drop = canvas.getByRole('tab', { name: '降价榜' });
    drop.focus();
    await userEvent.keyboard('{ArrowRight}');
    const hot = canvas.getByRole('tab', { name: '热门榜' });
    await waitFor(() => expect(hot).toHaveAttribute('aria-selected', 'true'));
    await expect(hot).toHaveFocus();
    const list = await canvas.findByRole('list', { name: '热门榜' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('浏览 1.28万');
    await expect(rows[0]).toHaveTextContent('名次与昨天相同');
    await expect(rows[3]).toHaveTextContent('新上榜');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('近 7 天商品页被浏览次数最多');
  },
};

/** 收藏榜: how many shoppers watch each product; a row without yesterday's place has no badge. */
export const Watched: Story = {
  parameters: { page: { path: '/rank_list', url: '/rank_list?list=watched' } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '收藏榜' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('收藏 2318');
    await expect(rows[2]).not.toHaveTextContent(/比昨天|新上榜|名次与昨天相同/);
  },
};

/** 销量榜 of one category: its chip marked, the list ranked from 1 within it. */
export const SalesOfOneCategory: Story = {
  parameters: { page: { path: '/rank_list', url: '/rank_list?list=sales&class=digital' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '手机数码 · 排行榜' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: '手机数码销量榜' });
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('销量 5.20万');
    const nav = canvas.getByRole('navigation', { name: '榜单分类' });
    await expect(within(nav).getByRole('link', { name: '手机数码' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: '家用电器' })).toHaveAttribute(
      'href',
      '/rank_list?list=sales&class=appliances',
    );
    await expect(document.title).toBe('手机数码 · 排行榜 - 价迹');
    await expect(description()).toMatch(/^手机数码销量榜共 \d+ 件上榜，第 1 名：/);
  },
};

/** Nothing on the list yet. */
export const Empty: Story = {
  parameters: {
    page: {
      path: '/rank_list',
      url: '/rank_list?list=watched',
      rankings: { rankings: { watched: [] } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('收藏榜暂时还是空的')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('共 0 件上榜');
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: { page: { path: '/rank_list', url: '/rank_list', rankings: { isHanging: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载榜单…');
  },
};

/** The list failed to load: the Chinese error line and a retry button. */
export const LoadFailed: Story = {
  parameters: { page: { path: '/rank_list', url: '/rank_list', rankings: { isFailing: true } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('榜单加载失败，请稍后重试')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** A category the catalogue does not have: kept out of search indexes (the server answers 404). */
export const UnknownCategory: Story = {
  parameters: { page: { path: '/rank_list', url: '/rank_list?list=hot&class=nothing' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个分类' }),
    ).toBeVisible();
    // The 查历史价 box's code loads when a missing page first shows it.
    await expect(await canvas.findByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
    await expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    await expect(canvas.getByRole('link', { name: '全部榜单' })).toHaveAttribute(
      'href',
      '/rank_list?list=hot',
    );
  },
};

/** On a 320 px phone nothing scrolls sideways. */
export const Phone320: Story = {
  render: () => (
    <div style={{ width: 320 }} data-testid="phone">
      <RankListPage />
    </div>
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '降价榜' });
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
