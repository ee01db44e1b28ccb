import {
  NetworkError,
  NotFoundError,
  ServerError,
  type PriceHistory,
  type ProductDetail,
  type NextSale,
  type ProductOffer,
  type TrackingStatusInfo,
} from '@pricetrail/services';
import { describe, expect, it } from 'vitest';
import { memoryArea } from '../testing/memoryArea';
import { SAMPLE_PAGE_URL, sampleReading } from '../testing/sampleReading';
import { MSG_QUEUED, MSG_SERVER_FAILED, MSG_UNREACHABLE } from '../shared/text';
import type { QueuedReading } from './contributionQueue';
import { handleMessage, type MessageDeps } from './handleMessage';
import type { ProductLookupApi } from './lookup';
import { STORAGE_KEYS } from './settings';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const DP_ID = '100008348542-3';
const HISTORY: PriceHistory = {
  range: '180d',
  listPrices: [[NOW / 1000 - 86_400, 519_900]],
  finalPrices: [[NOW / 1000 - 86_400, 519_900]],
  marks: [],
  promotions: [
    { ts: NOW / 1000 - 3 * 86_400, text: '满3000减200' },
    { ts: NOW / 1000 - 2 * 86_400, text: '领券减50' },
    { ts: NOW / 1000 - 86_400, text: '满3000减200' },
  ],
  summary: { currentPrice: 519_900, lowestPrice: 459_900, lowest30: 479_900, trend: 1 },
  stockGaps: [],
};

/** A price API that answers from `calls` and records each call; a missing one is refused. */
function api(calls: Partial<ProductLookupApi>, asked: string[] = []): ProductLookupApi {
  const record =
    <A extends unknown[], T>(name: string, call: ((...args: A) => Promise<T>) | undefined) =>
    (...args: A): Promise<T> => {
      asked.push(`${name} ${args.join(' ')}`);
      return call ? call(...args) : Promise.reject(new Error(`unexpected ${name}`));
    };
  return {
    product: record('product', calls.product),
    history: record('history', calls.history),
    offers: record('offers', calls.offers),
    nextSale: record('nextSale', calls.nextSale),
    resolve: record('resolve', calls.resolve),
    trackingStatus: record('trackingStatus', calls.trackingStatus),
  };
}

function setup(prices: ProductLookupApi, stored: Record<string, unknown> = {}) {
  const added: QueuedReading[] = [];
  const origins: string[] = [];
  const deps: MessageDeps = {
    storage: memoryArea(stored),
    pricesApi: (origin) => {
      origins.push(origin);
      return prices;
    },
    contributions: {
      add: (reading) => {
        added.push(reading);
        return Promise.resolve(true);
      },
    },
    personalApi: () => ({
      addToCollection: () => Promise.reject(new Error('unexpected addToCollection')),
    }),
    openTab: () => undefined,
    tellTab: () => undefined,
    now: () => NOW,
  };
  return { deps, added, origins };
}

const lookup = { type: 'lookup', dpId: DP_ID, url: SAMPLE_PAGE_URL } as const;
const TMALL_OFFER: ProductOffer = {
  dpId: '600000000001-83',
  siteId: 83,
  price: 489_900,
  url: 'https://detail.tmall.com/item.htm?id=600000000001',
};
const DOUBLE_12: NextSale = {
  name: '京东双12',
  startDay: '2026-12-01',
  endDay: '2026-12-12',
  daysUntil: 0,
};
const held = {
  product: () => Promise.resolve({ product: { dpId: DP_ID }, summary: {} } as ProductDetail),
  history: () => Promise.resolve(HISTORY),
  offers: () =>
    Promise.resolve([
      TMALL_OFFER,
      { dpId: DP_ID, siteId: 3, price: 519_900, url: 'https://item.jd.com/100008348542.html' },
    ]),
  nextSale: () => Promise.resolve(DOUBLE_12),
};

describe('handleMessage: lookup', () => {
  it('answers a tracked product with its summary, 180 days of prices, its history page, the other stores’ offers, the coming sale, its promotions and its AI rating', async () => {
    const asked: string[] = [];
    const { deps, origins } = setup(api(held, asked), {
      [STORAGE_KEYS.serverOrigin]: 'https://prices.example.com',
    });
    await expect(handleMessage(lookup, deps)).resolves.toEqual({
      state: 'tracked',
      summary: HISTORY.summary,
      finalPrices: HISTORY.finalPrices,
      historyUrl: `https://prices.example.com/trend/${DP_ID}.html`,
      trendUrl: `https://prices.example.com/ext/trend?dp=${DP_ID}`,
      offers: [TMALL_OFFER],
      nextSale: DOUBLE_12,
      promotions: [
        { ts: NOW / 1000 - 86_400, text: '满3000减200' },
        { ts: NOW / 1000 - 2 * 86_400, text: '领券减50' },
      ],
      aiRateUrl: `https://prices.example.com/ext/ai_rate?dp=${DP_ID}`,
    });
    expect(origins).toEqual(['https://prices.example.com']);
    expect(asked).toEqual([
      `product ${DP_ID}`,
      `history ${DP_ID} 180d`,
      `offers ${DP_ID}`,
      `nextSale ${DP_ID}`,
    ]);
  });

  it('answers a tracked product without offers or a sale when they cannot be had', async () => {
    const failing = () => Promise.reject(new ServerError(500, '服务器错误'));
    const { deps } = setup(api({ ...held, offers: failing, nextSale: failing }));
    await expect(handleMessage(lookup, deps)).resolves.toMatchObject({
      state: 'tracked',
      offers: [],
      nextSale: null,
    });
  });

  it('asks for a product the server does not hold by its clean link, which queues it', async () => {
    const asked: string[] = [];
    const notHeld = () => Promise.reject(new NotFoundError(404, '商品不存在'));
    const tracking: TrackingStatusInfo = {
      dpId: DP_ID,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: null,
      reason: null,
      productReady: false,
    };
    const prices = api(
      {
        product: notHeld,
        history: notHeld,
        resolve: () => Promise.reject(new NotFoundError(404, MSG_QUEUED)),
        trackingStatus: () => Promise.resolve(tracking),
      },
      asked,
    );
    await expect(handleMessage(lookup, setup(prices).deps)).resolves.toEqual({
      state: 'queued',
      message: MSG_QUEUED,
      tracking: 'queued',
    });
    expect(asked).toContain(`resolve https://item.jd.com/100008348542.html`);
  });

  it('says so when the server cannot be reached, or fails', async () => {
    const down = () => Promise.reject(new NetworkError('Failed to fetch'));
    await expect(
      handleMessage(lookup, setup(api({ product: down, history: down })).deps),
    ).resolves.toEqual({ state: 'unreachable', message: MSG_UNREACHABLE });
    const failing = () => Promise.reject(new ServerError(500));
    await expect(
      handleMessage(lookup, setup(api({ product: failing, history: failing })).deps),
    ).resolves.toEqual({ state: 'failed', message: MSG_SERVER_FAILED });
  });
});

describe('handleMessage: observe', () => {
  it('queues the reading with the clean link, its stock, and nothing of the page or the shopper', async () => {
    const { deps, added } = setup(api({}));
    const reading = sampleReading();
    await expect(
      handleMessage({ type: 'observe', reading, url: SAMPLE_PAGE_URL }, deps),
    ).resolves.toEqual({ isQueued: true });
    expect(added).toEqual([
      {
        dpId: DP_ID,
        observation: {
          url: 'https://item.jd.com/100008348542.html',
          title: reading.title,
          listPrice: 499_900,
          promo: reading.promo,
          coupon: null,
          observedAt: NOW / 1000,
          inStock: true,
        },
      },
    ]);
  });

  it('says when the page shows the product sold out', async () => {
    const { deps, added } = setup(api({}));
    const reading = sampleReading({ inStock: false });
    await handleMessage({ type: 'observe', reading, url: SAMPLE_PAGE_URL }, deps);
    expect(added[0]?.observation).toMatchObject({ inStock: false });
  });

  it('says 预售 when the page sells ahead of shipping, and nothing of it otherwise', async () => {
    const { deps, added } = setup(api({}));
    const presale = sampleReading({ isPresale: true });
    await handleMessage({ type: 'observe', reading: presale, url: SAMPLE_PAGE_URL }, deps);
    await handleMessage({ type: 'observe', reading: sampleReading(), url: SAMPLE_PAGE_URL }, deps);
    expect(added[0]?.observation).toMatchObject({ inStock: true, stock: 'presale' });
    expect(added[1]?.observation).not.toHaveProperty('stock');
  });

  it('keeps members-only and new-customer prices to itself', async () => {
    const { deps, added } = setup(api({}));
    for (const priceKind of ['member', 'new_customer'] as const) {
      const reading = sampleReading({ priceKind });
      await expect(
        handleMessage({ type: 'observe', reading, url: SAMPLE_PAGE_URL }, deps),
      ).resolves.toEqual({ isQueued: false });
    }
    expect(added).toEqual([]);
  });

  it('sends a 到手价 only when it is under the page price, and a group price as it is', async () => {
    const { deps, added } = setup(api({}));
    const url = 'https://mobile.yangkeduo.com/goods.html?goods_id=476811105&refer_page_name=index';
    const group = sampleReading({ dpId: '476811105-353', siteId: 353, priceKind: 'group' });
    await handleMessage({ type: 'observe', reading: group, url }, deps);
    const final = sampleReading({ finalPrice: 459_900 });
    await handleMessage({ type: 'observe', reading: final, url: SAMPLE_PAGE_URL }, deps);
    expect(added.map((item) => item.observation.url)).toEqual([
      'https://mobile.yangkeduo.com/goods.html?goods_id=476811105',
      'https://item.jd.com/100008348542.html',
    ]);
    expect(added[1]?.observation.finalPrice).toBe(459_900);
  });

  it('does not send a reading whose page names another product', async () => {
    const { deps, added } = setup(api({}));
    const reading = sampleReading();
    const url = 'https://item.jd.com/1.html';
    await expect(handleMessage({ type: 'observe', reading, url }, deps)).resolves.toEqual({
      isQueued: false,
    });
    expect(added).toEqual([]);
  });
});

describe('handleMessage: anything else', () => {
  it('leaves messages that are not ours unanswered', async () => {
    const { deps } = setup(api({}));
    for (const message of [undefined, 'lookup', { type: 'lookup' }, { type: 'other', url: 'x' }]) {
      await expect(handleMessage(message, deps)).resolves.toBeUndefined();
    }
    const broken = { type: 'observe', url: SAMPLE_PAGE_URL, reading: { dpId: DP_ID } };
    await expect(handleMessage(broken, deps)).resolves.toBeUndefined();
  });
});
