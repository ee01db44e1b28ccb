import type { HttpClient, RequestOptions } from '../http/HttpClient';
import { createRejectingHttp } from './root';
import type { HistoryRange } from '../api/priceTypes';
import { SAMPLE_NOW } from '../api/sampleData';
import type { WireHistory, WireProductWithSummary, WireSummary } from '../api/wire';

const DAY = 86_400;
const DAY_618 = Date.UTC(2025, 5, 18, 4) / 1000;
const DAY_1111 = Date.UTC(2025, 10, 11, 4) / 1000;

/** A demo HUAWEI 手环 9 at JD exactly as `GET /api/products/:dpId` answers it (fen, epoch seconds). */
export const WIRE_SAMPLE_PRODUCT = {
  product: {
    dpId: '100087654321-3',
    siteId: 3,
    title: 'HUAWEI 手环 9 NFC版 幻夜黑 智能超薄 心率血氧睡眠监测 运动手环',
    url: 'https://item.jd.com/100087654321.html',
    brand: '华为',
    category: 'digital',
    attributes: { 品牌: '华为', 型号: '手环 9', 版本: 'NFC版', 颜色: '幻夜黑' },
    salesCount: 8_200,
    commentCount: 31_000,
    demo: true,
  },
  summary: {
    currentList: 31_900,
    currentFinal: 23_900,
    lowestPrice: 20_900,
    lowestTs: DAY_1111,
    highestPrice: 26_900,
    highestTs: SAMPLE_NOW - 300 * DAY,
    low30: 23_900,
    low60: 22_900,
    low180: 20_900,
    price618: 21_900,
    price618Ts: DAY_618,
    price1111: 20_900,
    price1111Ts: DAY_1111,
    trend: -1,
  },
} satisfies WireProductWithSummary;

const RANGE_DAYS: Record<HistoryRange, number> = {
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '1y': 365,
  all: 365,
};

function finalPriceOn(ts: number): number {
  if (Math.abs(ts - DAY_618) < DAY) return 21_900;
  if (Math.abs(ts - DAY_1111) < DAY) return 20_900;
  return ts > SAMPLE_NOW - 30 * DAY ? 23_900 : 26_900;
}

/** A shopper's report of ¥199.00 an hour ago, waiting to be confirmed (待核实). */
export const WIRE_SAMPLE_PENDING = {
  listPrice: 31_900,
  finalPrice: 19_900,
  observedAt: SAMPLE_NOW - 3_600,
  source: 'extension',
} as const satisfies WireSummary['pending'];

/** The sample's history answer: a price a day over the range, dipping on 618 and 双11. */
export function wireSampleHistory(range: HistoryRange, summary?: WireSummary): WireHistory {
  const days = RANGE_DAYS[range];
  const finalPrice: [number, number][] = [];
  const listPrice: [number, number][] = [];
  for (let day = days; day >= 0; day -= 1) {
    const ts = SAMPLE_NOW - day * DAY + 4 * 3600;
    finalPrice.push([ts, finalPriceOn(ts)]);
    listPrice.push([ts, 31_900]);
  }
  return {
    ...WIRE_SAMPLE_PRODUCT,
    summary: summary ?? WIRE_SAMPLE_PRODUCT.summary,
    range,
    listPrice,
    finalPrice,
    promotions: [{ ts: DAY_618, promo: '618 直降', coupon: '满200减20' }],
  };
}

/**
 * An HTTP client answering the product, history and offers endpoints with the wire sample;
 * `summary` adds to or replaces the sample's summary fields (a 待核实 report, say).
 */
export function createWireSampleHttp(summary: Partial<WireSummary> = {}): HttpClient {
  const base = `/api/products/${WIRE_SAMPLE_PRODUCT.product.dpId}`;
  const product = {
    ...WIRE_SAMPLE_PRODUCT,
    summary: { ...WIRE_SAMPLE_PRODUCT.summary, ...summary },
  };
  const answers: Record<string, (options?: RequestOptions) => unknown> = {
    [base]: () => product,
    [`${base}/history`]: (options) =>
      wireSampleHistory(options?.query?.range as HistoryRange, product.summary),
    [`${base}/offers`]: () => ({ offers: [WIRE_SAMPLE_PRODUCT] }),
  };
  return createRejectingHttp({
    get: <T>(url: string, options?: RequestOptions) => {
      const answer = answers[url];
      if (!answer) return Promise.reject(new Error(`no wire sample for ${url}`));
      return Promise.resolve(answer(options) as T);
    },
  });
}
