import { formatPrice } from '@pricetrail/core';
import { PENDING_WATCH_KEY, PricesApi } from '@pricetrail/services';
import {
  SAMPLE_OFFERS,
  SAMPLE_PRODUCT,
  SAMPLE_USER,
  WIRE_SAMPLE_PENDING,
  WIRE_SAMPLE_PRODUCT,
  createWireSampleHttp,
  sampleHistory,
  sampleWatchItem,
} from '@pricetrail/services/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ShellStandIn, withPage } from '../testing';
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
    await expect(await canvas.findByTestId('price-freshness')).toHaveTextContent(
      '价格更新于 2026-01-01 08:00 · 来源 演示数据',
    );
    // 收藏 and 降价提醒 load after the page's own code; the screenshot is taken once they are in.
    await expect(await canvas.findByRole('button', { name: '降价提醒' })).toBeVisible();
  },
};

/** {@link Default} in the dark scheme on a phone (`parameters.colourScheme`). */
export const Dark: Story = { ...Default, parameters: { colourScheme: 'dark' } };

// The same goods ¥600 cheaper on Tmall than on this JD listing.
const CHEAPER_TMALL = {
  dpId: '600012043978-83',
  siteId: 83,
  shopName: '华为官方旗舰店',
  price: 529_900,
  url: 'https://detail.tmall.com/item.htm?id=600012043978',
};

/** Another store sells the same goods for less: the advice leads with it and links its page. */
export const CheaperElsewhere: Story = {
  parameters: { page: { prices: { offers: [...SAMPLE_OFFERS, CHEAPER_TMALL] } } },
  play: async ({ canvas }) => {
    const advice = await canvas.findByTestId('buy-advice');
    // The sample listing's price today is ¥5600.90.
    await expect(advice).toHaveTextContent('购买建议：天猫 ¥5299.00，比这里便宜 ¥301.90 去看看');
    await expect(within(advice).getByRole('link', { name: '去看看' })).toHaveAttribute(
      'href',
      `/trend/${CHEAPER_TMALL.dpId}.html`,
    );
  },
};

// The sample's history with today's price ¥300 above its low.
const sample = sampleHistory();
const [lastTs = 0, lastFen = 0] = sample.finalPrices[sample.finalPrices.length - 1] ?? [];
const RAISED_TODAY = {
  ...sample,
  finalPrices: [...sample.finalPrices, [lastTs + 3_600, lastFen + 30_000] as const],
  summary: { ...sample.summary, currentPrice: lastFen + 30_000, trend: 1 as const },
};

/** The store's 双12 starts in three days: the advice to wait names it (the promotion calendar). */
export const WaitForSale: Story = {
  parameters: {
    page: {
      prices: {
        history: RAISED_TODAY,
        nextSale: { name: '京东双12', startDay: '2026-01-04', endDay: '2026-01-06', daysUntil: 3 },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('buy-advice')).toHaveTextContent(
      '购买建议：近期有过更低价，建议等待：京东双12 3 天后开始',
    );
  },
};

const wire = WIRE_SAMPLE_PRODUCT;

/** `/crc64/dp{dpid}` over the real price API mapping the server's JSON: the 618 and 双11 prices show. */
export const FromServerAnswer: Story = {
  args: { hasTabs: true },
  parameters: {
    page: {
      path: '/crc64/:dpid',
      url: `/crc64/dp${wire.product.dpId}`,
      prices: () => new PricesApi(createWireSampleHttp()),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: wire.product.title }),
    ).toBeVisible();
    const summary = within(canvas.getByRole('group', { name: '价格概览' }));
    const stat = (label: string) => summary.getByText(label, { selector: 'dt' }).parentElement;
    const { siteId } = wire.product;
    await expect(stat('618 价')).toHaveTextContent(
      `618 价${formatPrice(wire.summary.price618, siteId)}2025-06-18`,
    );
    await expect(stat('双11 价')).toHaveTextContent(
      `双11 价${formatPrice(wire.summary.price1111, siteId)}2025-11-11`,
    );
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
    await expect(document.title).toBe(`${wire.product.title} 历史价格走势 - 价迹`);
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      // The fixture's current 到手价 and its low, as a search result shows them.
      `${wire.product.title}：当前到手价 ¥239.00，历史最低 ¥209.00（2025-11-11）。历史价格走势、历史最低价和全网比价`,
    );
  },
};

/**
 * A shopper's browser reported ¥199.00 an hour ago, below the all-time low, and nobody has
 * confirmed it yet: the page shows it as 待核实 with its source and time, while 当前价, the lows
 * and the trend stay the published ones.
 */
export const PendingReport: Story = {
  parameters: {
    page: {
      path: '/trend/:dpid',
      url: `/trend/${wire.product.dpId}.html`,
      prices: () => new PricesApi(createWireSampleHttp({ pending: WIRE_SAMPLE_PENDING })),
    },
  },
  play: async ({ canvas }) => {
    const { siteId } = wire.product;
    const pending = await canvas.findByTestId('pending-price');
    await expect(pending).toHaveTextContent(
      `待核实${formatPrice(WIRE_SAMPLE_PENDING.finalPrice, siteId)}来源 插件 · 2026-01-01 07:00`,
    );
    const summary = within(canvas.getByRole('group', { name: '价格概览' }));
    const current = summary.getByText('当前价').parentElement as HTMLElement;
    await expect(current).toHaveTextContent(
      `当前价${formatPrice(wire.summary.currentFinal, siteId)}`,
    );
    const lowest = summary.getByText('历史最低', { selector: 'dt' }).parentElement;
    await expect(lowest).toHaveTextContent(formatPrice(wire.summary.lowestPrice, siteId));
    await expect(await canvas.findByRole('button', { name: '降价提醒' })).toBeVisible();
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
    await expect(await canvas.findByTestId('price-freshness')).toBeVisible();
  },
};

/** `/crc64/dp{dpid}/desc`: the product's brand (with 关注这个品牌) and attributes. */
export const Description: Story = {
  args: { view: 'desc', hasTabs: true },
  parameters: { page: { path: '/crc64/:dpid/desc', url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/desc` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('雅川青')).toBeVisible();
    await expect(canvas.getByText(`品牌：${SAMPLE_PRODUCT.brand}`)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '关注这个品牌' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
    await expect(await canvas.findByTestId('price-freshness')).toBeVisible();
  },
};

/** `/crc64/dp{dpid}/reviews`: the average rating, approved reviews and 晒单. */
export const Reviews: Story = {
  args: { view: 'reviews', hasTabs: true },
  parameters: {
    page: { path: '/crc64/:dpid/reviews', url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/reviews` },
  },
  play: async ({ canvas, canvasElement }) => {
    const section = await canvas.findByRole('region', { name: '晒单评价' });
    await expect(await within(section).findByLabelText('平均评分')).toHaveTextContent(
      '4.5分 · 2 条评价',
    );
    await expect(within(section).getByRole('img', { name: '5 星' })).toBeVisible();
    await expect(within(section).getAllByRole('article')).toHaveLength(2);
    // The tab names itself and its rating to search results.
    await expect(document.title).toBe(`${SAMPLE_PRODUCT.title} 晒单评价 - 价迹`);
    await expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      `${SAMPLE_PRODUCT.title}的晒单评价：平均 4.5 分（2 条评价），网友晒出的真实购物照片和评价。`,
    );
    await waitFor(() => expect(canvasElement.querySelector('[data-state="loading"]')).toBeNull());
  },
};

/** Reviews but no approved 晒单 yet: said plainly. */
export const ReviewsNoPhotos: Story = {
  ...Reviews,
  parameters: {
    page: {
      path: '/crc64/:dpid/reviews',
      url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/reviews`,
      community: { posts: [] },
    },
  },
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: '晒单评价' });
    await expect(await within(section).findByText('还没有人晒单。')).toBeVisible();
  },
};

/** Signed in: a 4-star review is sent and awaits review; sent without stars it says what is missing. */
export const ReviewWritten: Story = {
  args: { view: 'reviews', hasTabs: true },
  render: (args) => (
    <>
      <ShellStandIn />
      <HistoryPage {...args} />
    </>
  ),
  parameters: {
    page: {
      path: '/crc64/:dpid/reviews',
      url: `/crc64/dp${SAMPLE_PRODUCT.dpId}/reviews`,
      identity: { user: SAMPLE_USER },
      cookies: { plt_uid: SAMPLE_USER.uid },
    },
  },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '写评价' });
    await userEvent.click(within(form).getByRole('button', { name: '发表评价' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('请选择 1–5 星评分');
    await userEvent.click(within(form).getByRole('radio', { name: '4 星' }));
    await userEvent.type(within(form).getByLabelText(/^评价/), '屏幕细腻，续航不错。');
    await userEvent.click(within(form).getByRole('button', { name: '发表评价' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('评价已提交，审核通过后展示');
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
    await expect(await canvas.findByTestId('tracking-status')).toHaveTextContent('排队中');
  },
};

/** /trend/history without a link: the page asks for one and says it is not looking anything up. */
export const NoLink: Story = {
  parameters: { page: { path: '/trend/history', url: '/trend/history' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '查询历史价格' }),
    ).toBeVisible();
    await expect(canvas.getByText('请在上方粘贴商品链接查询历史价格。')).toBeVisible();
  },
};

const UNKNOWN_DP_ID = '100077000001-3';
// 2026-01-01 08:30 in Shanghai.
const RETRY_AT = Date.UTC(2026, 0, 1, 0, 30) / 1000;

/** A product page of a link the tracker is fetching right now: the live panel says so. */
export const BeingFetched: Story = {
  parameters: {
    page: {
      path: '/trend/:dpid',
      url: `/trend/${UNKNOWN_DP_ID}.html`,
      prices: {
        tracking: [
          {
            status: 'fetching',
            attempts: 1,
            nextAttemptAt: null,
            reason: null,
            productReady: false,
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('status');
    await expect(panel).toHaveAttribute('aria-live', 'polite');
    await expect(await canvas.findByText('正在读取商品页')).toHaveAttribute(
      'data-testid',
      'tracking-status',
    );
  },
};

/** The store blocked the tracker: the panel says when it tries again, in Shanghai time. */
export const BlockedLink: Story = {
  parameters: {
    page: {
      path: '/trend/:dpid',
      url: `/trend/${UNKNOWN_DP_ID}.html`,
      prices: {
        tracking: [
          {
            status: 'blocked',
            attempts: 2,
            nextAttemptAt: RETRY_AT,
            reason: '商城拦截：访问过于频繁，商城暂时拒绝了读取',
            productReady: false,
          },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('tracking-status')).toHaveTextContent('暂时读不到价格');
    await expect(canvas.getByText('商城拦截：访问过于频繁，商城暂时拒绝了读取')).toBeVisible();
    await expect(canvas.getByTestId('tracking-detail')).toHaveTextContent(
      '将于 2026-01-01 08:30 自动重试。',
    );
  },
};

/** A product the store took off the shelf, last fetched by the tracker. */
export const OffShelf: Story = {
  parameters: {
    page: {
      path: '/trend/:dpid',
      url: `/trend/${SAMPLE_PRODUCT.dpId}.html`,
      prices: { freshness: { lastCheckedAt: RETRY_AT, latestSource: 'tracker', offShelf: true } },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: '近1月' })).toBeVisible();
    const freshness = await canvas.findByTestId('price-freshness');
    await expect(freshness).toHaveTextContent('已下架价格更新于 2026-01-01 08:30 · 来源 抓取');
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

const productPage = { path: '/crc64/:dpid', url: `/crc64/dp${SAMPLE_PRODUCT.dpId}` };
const signedIn = { identity: { user: SAMPLE_USER }, cookies: { plt_uid: SAMPLE_USER.uid } };

/** 收藏 beside the price: a signed-in shopper saves the product at once. */
export const WatchSignedIn: Story = {
  args: { hasTabs: true },
  render: (args) => (
    <>
      <ShellStandIn />
      <HistoryPage {...args} />
    </>
  ),
  parameters: { page: { ...productPage, ...signedIn, personal: { items: [] } } },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('group', { name: '价格概览' }));
    await userEvent.click(await summary.findByRole('button', { name: '收藏' }));
    await expect(await summary.findByRole('link', { name: /已收藏/ })).toHaveAttribute(
      'href',
      '/mine/collection',
    );
  },
};

/** Saved earlier with 创历史新低 as its condition: once live, the page says 已收藏 and names it. */
export const WatchAlreadySaved: Story = {
  args: { hasTabs: true },
  render: WatchSignedIn.render,
  parameters: {
    page: {
      ...productPage,
      ...signedIn,
      personal: {
        items: [sampleWatchItem(SAMPLE_PRODUCT, { id: 7, savedPrice: 599_900, alert: 'lowest' })],
      },
    },
  },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('group', { name: '价格概览' }));
    await expect(await summary.findByRole('link', { name: /已收藏/ })).toBeVisible();
    await expect(summary.getByRole('button', { name: '历史新低提醒' })).toBeVisible();
  },
};

/** A visitor's 降价提醒 with a target: the login modal opens and the 收藏 waits for the sign-in. */
export const WatchAsVisitor: Story = {
  args: { hasTabs: true },
  render: WatchSignedIn.render,
  parameters: { page: productPage },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('group', { name: '价格概览' }));
    await userEvent.click(await summary.findByRole('button', { name: '降价提醒' }));
    await userEvent.type(summary.getByRole('textbox', { name: '目标价（元）' }), '5000');
    await userEvent.click(summary.getByRole('button', { name: '收藏并提醒' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('登录弹窗已打开');
  },
};

/** Back from the sign-in (the page reloaded), the remembered 收藏 is done with its target. */
export const WatchAfterSignIn: Story = {
  args: { hasTabs: true },
  render: WatchSignedIn.render,
  parameters: {
    page: {
      ...productPage,
      ...signedIn,
      personal: { items: [] },
      tabStorage: {
        [PENDING_WATCH_KEY]: JSON.stringify({
          dpId: SAMPLE_PRODUCT.dpId,
          targetPrice: 500_000,
          at: Date.UTC(2025, 11, 31, 23, 50),
        }),
      },
    },
  },
  play: async ({ canvas }) => {
    const summary = within(await canvas.findByRole('group', { name: '价格概览' }));
    await expect(await summary.findByRole('link', { name: /已收藏/ })).toBeVisible();
    await expect(summary.getByRole('button', { name: '目标价 ¥5000.00' })).toBeVisible();
  },
};
