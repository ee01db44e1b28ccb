import { PENDING_WATCH_KEY } from '@pricetrail/services';
import { SAMPLE_PRODUCT, SAMPLE_USER, SAMPLE_WATCH_ITEMS } from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellStandIn, withPage } from '../testing';
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
    // A visitor sees 收藏 on every card; pressing it asks them to sign in (WatchAsVisitor).
    await expect(await canvas.findAllByRole('button', { name: /^收藏 / })).toHaveLength(3);
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
    await expect(await canvas.findAllByRole('button', { name: /^收藏 / })).toHaveLength(2);
  },
};

/** `/crc64/list?q=`: the catalogue's products matching keywords typed in a search box. */
export const Keywords: Story = {
  parameters: {
    page: { path: '/crc64/list', url: `/crc64/list?q=${encodeURIComponent('手机')}` },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '搜索：手机' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent('共 2 件商品');
  },
};

/** Keywords nothing matches: the empty state suggests other words or a link. */
export const KeywordsNotFound: Story = {
  parameters: {
    page: { path: '/crc64/list', url: `/crc64/list?q=${encodeURIComponent('没有这种商品')}` },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('换个关键词，或粘贴商品链接查历史价。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '清除筛选' })).toHaveAttribute(
      'href',
      '/crc64/list',
    );
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
    await expect(await canvas.findByRole('button', { name: /^收藏 华为/ })).toBeVisible();
  },
};

/** 仅看有货: the sold-out product leaves the list, and the switch stays on. */
export const InStockOnly: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('共 3 件商品');
    await userEvent.click(canvas.getByRole('checkbox', { name: '仅看有货' }));
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    await expect(await canvas.findByText('共 2 件商品')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '仅看有货' })).toBeChecked();
    await expect(await canvas.findAllByRole('button', { name: /^收藏 / })).toHaveLength(2);
  },
};

/** A category slug the catalogue does not have. */
export const UnknownCategory: Story = {
  parameters: { page: { path: '/home/:class', url: '/home/no-such' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '没有找到这个分类' }),
    ).toBeVisible();
    // The 查历史价 box's code loads when a missing page first shows it.
    await expect(await canvas.findByRole('textbox', { name: '商品链接或关键词' })).toBeVisible();
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

const digital = { path: '/home/:class', url: '/home/digital' };
const signedIn = { identity: { user: SAMPLE_USER }, cookies: { plt_uid: SAMPLE_USER.uid } };
/** The sample watch list with only the Mate in it. */
const MATE_SAVED = SAMPLE_WATCH_ITEMS.filter((item) => item.dpId === SAMPLE_PRODUCT.dpId);
const SONY_DP_ID = '652391740215-83';

/** The page under a stand-in for the shell, which reads the session and shows the login modal's opening. */
function withShell() {
  return (
    <>
      <ShellStandIn />
      <CategoryPage />
    </>
  );
}

/** Signed in: a saved product's card says 已收藏 and leads to the collection; 收藏 saves another. */
export const WatchSignedIn: Story = {
  render: withShell,
  parameters: { page: { ...digital, ...signedIn, personal: { items: MATE_SAVED } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^已收藏 华为/ })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
    await userEvent.click(await canvas.findByRole('button', { name: /^收藏 索尼/ }));
    await expect(await canvas.findByRole('link', { name: /^已收藏 索尼/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^收藏 Apple/ })).toBeVisible();
    // The sample user follows 手机数码 already.
    await expect(await canvas.findByText('已关注这个分类，有新好价时会提醒你')).toBeVisible();
  },
};

/** Signed in, 关注这个分类 follows the category; the line then says so and leads to 我的关注. */
export const FollowCategory: Story = {
  parameters: { page: { ...digital, ...signedIn, personal: { follows: [] } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '关注这个分类' }));
    await expect(await canvas.findByText('已关注这个分类，有新好价时会提醒你')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '管理关注' })).toHaveAttribute(
      'href',
      '/mine/follow',
    );
  },
};

/** A visitor's 关注这个关键词 on a search opens the login modal. */
export const FollowKeywordAsVisitor: Story = {
  render: withShell,
  parameters: {
    page: { path: '/crc64/list', url: `/crc64/list?q=${encodeURIComponent('手机')}` },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '关注这个关键词' }));
    await expect(await canvas.findByText('登录弹窗已打开')).toBeVisible();
    await expect(await canvas.findByText('共 2 件商品')).toBeVisible();
  },
};

/** A visitor's 收藏 opens the login modal; the 收藏 waits in this tab for the sign-in. */
export const WatchAsVisitor: Story = {
  render: withShell,
  parameters: { page: digital },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^收藏 索尼/ }));
    await expect(await canvas.findByText('登录弹窗已打开')).toBeVisible();
  },
};

/** Back from the sign-in (the page reloaded), the remembered 收藏 is done on its card. */
export const WatchAfterSignIn: Story = {
  render: withShell,
  parameters: {
    page: {
      ...digital,
      ...signedIn,
      personal: { items: MATE_SAVED, follows: [] },
      tabStorage: {
        [PENDING_WATCH_KEY]: JSON.stringify({
          dpId: SONY_DP_ID,
          targetPrice: null,
          at: Date.UTC(2025, 11, 31, 23, 50),
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /^已收藏 索尼/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^已收藏 华为/ })).toBeVisible();
  },
};

/** The server refuses a 收藏: its line shows on that card, and 收藏 can be pressed again. */
export const WatchRefused: Story = {
  render: withShell,
  parameters: {
    page: {
      ...digital,
      ...signedIn,
      personal: {
        items: MATE_SAVED,
        follows: [],
        fail: { addToCollection: '收藏已达上限（500 件），请先删除一些再添加' },
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^收藏 索尼/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('收藏已达上限');
    await expect(canvas.getByRole('button', { name: /^收藏 索尼/ })).toBeEnabled();
  },
};
