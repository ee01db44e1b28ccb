import { SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import type { ProductInfo } from '../api/priceTypes';
import type { CreditEntry, CreditRule, ProtectOrder, WatchItem } from './personalTypes';

const DAY = 86_400;

/** A picture address that never loads, for the collection page's 'no image' placeholder. */
export const SAMPLE_BROKEN_IMAGE = 'data:image/png;base64,AAAA';

const [mate, iphone, sony, fridge] = SAMPLE_PRODUCTS as [
  ProductInfo,
  ProductInfo,
  ProductInfo,
  ProductInfo,
];

const SITE_NAMES: Readonly<Record<number, string>> = { 3: '京东', 83: '天猫', 123: '淘宝' };

/** A watch item for a sample product; the drop fields follow from the two prices, as the server computes them. */
export function sampleWatchItem(
  product: Pick<ProductInfo, 'dpId' | 'siteId' | 'title' | 'imageUrl' | 'url'>,
  fields: Partial<WatchItem> & { id: number; savedPrice: number | null },
): WatchItem {
  const currentPrice = fields.currentPrice === undefined ? null : fields.currentPrice;
  const saved = fields.savedPrice;
  const drop = saved !== null && currentPrice !== null ? saved - currentPrice : null;
  return {
    dpId: product.dpId,
    title: product.title,
    url: product.url ?? '',
    imageUrl: product.imageUrl ?? '',
    siteId: product.siteId,
    siteName: SITE_NAMES[product.siteId] ?? '',
    lowestPrice: null,
    lowestAt: null,
    targetPrice: null,
    alert: fields.targetPrice ? 'target' : 'drop',
    alertPercent: null,
    alertDays: null,
    alertIntervalHours: null,
    allStores: false,
    otherStores: 0,
    group: null,
    createdAt: SAMPLE_NOW - DAY,
    ...fields,
    currentPrice,
    dropAmount: drop,
    dropPercent: drop !== null && saved ? Math.round((drop * 1000) / saved) / 10 : null,
  };
}

/** The sample watch list: cheaper, dearer, each alert condition, with and without groups, one with no price and a broken picture. */
export const SAMPLE_WATCH_ITEMS: readonly WatchItem[] = [
  sampleWatchItem(iphone, {
    id: 101,
    savedPrice: 599_900,
    currentPrice: 459_900,
    lowestPrice: 449_900,
    lowestAt: SAMPLE_NOW - 100 * DAY,
    group: '手机',
    createdAt: SAMPLE_NOW - 30 * DAY,
  }),
  sampleWatchItem(mate, {
    id: 102,
    savedPrice: 699_900,
    currentPrice: 599_900,
    lowestPrice: 569_900,
    lowestAt: SAMPLE_NOW - 40 * DAY,
    targetPrice: 550_000,
    group: '手机',
    createdAt: SAMPLE_NOW - 60 * DAY,
  }),
  sampleWatchItem(sony, {
    id: 103,
    savedPrice: 219_900,
    currentPrice: 229_900,
    lowestPrice: 199_900,
    lowestAt: SAMPLE_NOW - 200 * DAY,
    targetPrice: 199_900,
    createdAt: SAMPLE_NOW - 10 * DAY,
  }),
  sampleWatchItem(fridge, {
    id: 104,
    savedPrice: 399_900,
    currentPrice: 359_900,
    lowestPrice: 349_900,
    lowestAt: SAMPLE_NOW - 20 * DAY,
    alert: 'percent',
    alertPercent: 15,
    group: '家电',
    createdAt: SAMPLE_NOW - 5 * DAY,
  }),
  sampleWatchItem(
    {
      dpId: '718266003455-83',
      siteId: 83,
      title: '戴森 Dyson V12 Detect Slim 无绳吸尘器 激光探测 家用手持',
      imageUrl: SAMPLE_BROKEN_IMAGE,
      url: 'https://detail.tmall.com/item.htm?id=718266003455',
    },
    {
      id: 105,
      savedPrice: 449_000,
      currentPrice: null,
      alert: 'lowest',
      group: '家电',
      createdAt: SAMPLE_NOW - 2 * DAY,
    },
  ),
];

/** `count` watch items (cycling through the sample products), for paging. */
export function manyWatchItems(count: number): WatchItem[] {
  return Array.from({ length: count }, (_, index) => {
    const product = SAMPLE_PRODUCTS[index % SAMPLE_PRODUCTS.length] as ProductInfo;
    const savedPrice = 300_000 + index * 1_000;
    return sampleWatchItem(product, {
      id: 1_000 + index,
      savedPrice,
      currentPrice: savedPrice - (index % 3) * 10_000,
      createdAt: SAMPLE_NOW - (index + 1) * DAY,
    });
  });
}

function sampleOrder(
  product: ProductInfo,
  fields: Pick<ProtectOrder, 'id' | 'paidPrice' | 'windowDays'> &
    Partial<ProtectOrder> & { boughtDaysAgo: number },
): ProtectOrder {
  const { boughtDaysAgo, ...rest } = fields;
  const boughtAt = SAMPLE_NOW - boughtDaysAgo * DAY;
  const endsAt = boughtAt + fields.windowDays * DAY;
  const lowestSince = fields.lowestSince ?? null;
  return {
    dpId: product.dpId,
    title: product.title,
    url: product.url ?? '',
    imageUrl: product.imageUrl ?? '',
    siteId: product.siteId,
    siteName: SITE_NAMES[product.siteId] ?? '',
    boughtAt,
    endsAt,
    daysLeft: Math.max(0, Math.ceil((endsAt - SAMPLE_NOW) / DAY)),
    currentPrice: lowestSince,
    protectUrl: product.siteId === 3 ? 'https://pcsitepp-fm.jd.com/' : (product.url ?? ''),
    ...rest,
    lowestSince,
    claimable: lowestSince === null ? 0 : Math.max(0, fields.paidPrice - lowestSince),
  };
}

/** The sample 价保 orders: one to claim, one without a drop, one past its window. */
export const SAMPLE_PROTECT_ORDERS: readonly ProtectOrder[] = [
  sampleOrder(mate, {
    id: 201,
    paidPrice: 629_900,
    windowDays: 30,
    boughtDaysAgo: 10,
    lowestSince: 599_900,
  }),
  sampleOrder(sony, {
    id: 202,
    paidPrice: 219_900,
    windowDays: 15,
    boughtDaysAgo: 3,
    lowestSince: 219_900,
    currentPrice: 229_900,
  }),
  sampleOrder(iphone, {
    id: 203,
    paidPrice: 479_900,
    windowDays: 30,
    boughtDaysAgo: 45,
    lowestSince: 459_900,
  }),
];

/** How credits are earned on the sample server. */
export const SAMPLE_CREDIT_RULES: readonly CreditRule[] = [
  { reason: 'checkin', amount: 5, text: '每日签到，每天一次' },
  { reason: 'contribution', amount: 1, text: '插件上报的价格被采纳，每天最多 20 分' },
  { reason: 'shaidan', amount: 20, text: '晒单通过审核' },
  { reason: 'baoliao', amount: 10, text: '爆料通过审核' },
];

/** The sample ledger, newest first (its sum is the sample balance). */
export const SAMPLE_CREDIT_ENTRIES: readonly CreditEntry[] = [
  {
    id: 306,
    amount: 1,
    reason: 'contribution',
    text: '价格上报被采纳',
    createdAt: SAMPLE_NOW - 3_600,
  },
  { id: 305, amount: 5, reason: 'checkin', text: '每日签到', createdAt: SAMPLE_NOW - DAY },
  { id: 304, amount: 20, reason: 'shaidan', text: '晒单通过审核', createdAt: SAMPLE_NOW - 3 * DAY },
  { id: 303, amount: 5, reason: 'checkin', text: '每日签到', createdAt: SAMPLE_NOW - 4 * DAY },
  {
    id: 302,
    amount: 3,
    reason: 'contribution',
    text: '价格上报被采纳',
    createdAt: SAMPLE_NOW - 6 * DAY,
  },
  { id: 301, amount: 5, reason: 'checkin', text: '每日签到', createdAt: SAMPLE_NOW - 9 * DAY },
];
