import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { dayStartTs, shanghaiDay } from '../../calendar.js';
import { loadConfig } from '../../config.js';
import type { Db, PricePointsTable } from '../../db/schema.js';
import { ensureProduct } from '../../prices/write/catalog.js';
import { insertPointRows } from '../../prices/write/points.js';
import { writeStockChanges } from '../../prices/write/stock.js';
import { refreshSummaries } from '../../prices/write/summaryStore.js';
import { importPromotionRows } from '../importer.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';

// 2026-11-20 12:00 Asia/Shanghai.
const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const TODAY = dayStartTs(shanghaiDay(NOW));
const DAY = 86_400;

interface EventBody {
  id: number;
  name: string;
  status: string;
  rules: { kind: string; text: string }[];
  productCount: number;
  page?: number;
  products?: { product: { dpId: string } }[];
}

interface CouponPage {
  total: number;
  items: { siteId: number; amount: number; url: string; dpId: string | null }[];
}

interface LowestPage {
  total: number;
  items: { product: { dpId: string }; rules: { kind: string; amount?: number }[] }[];
}

/** Runs of one product: each `[startTs, lastSeen, price, coupon]`. */
function runs(id: number, list: [number, number, number, string | null][]): PricePointsTable[] {
  return list.map(([ts, lastSeen, price, coupon]) => ({
    product_id: id,
    ts,
    last_seen: lastSeen,
    list_price: price,
    final_price: price,
    promo: null,
    coupon,
    source: 'import',
  }));
}

const PRODUCTS: { dpId: string; points: (id: number) => PricePointsTable[] }[] = [
  // At its lowest today, with a coupon text.
  {
    dpId: '1001-3',
    points: (id) =>
      runs(id, [
        [TODAY - 20 * DAY, TODAY - DAY, 10_000, null],
        [TODAY + 3600, NOW, 8000, '领券减20'],
      ]),
  },
  // At its lowest, but last seen at that price three days ago.
  {
    dpId: '1002-83',
    points: (id) =>
      runs(id, [
        [TODAY - 20 * DAY, TODAY - 10 * DAY, 10_000, null],
        [TODAY - 9 * DAY, TODAY - 3 * DAY, 7000, null],
      ]),
  },
  // Above its lowest today.
  {
    dpId: '1003-3',
    points: (id) =>
      runs(id, [
        [TODAY - 20 * DAY, TODAY - DAY, 5000, null],
        [TODAY + 3600, NOW, 6000, null],
      ]),
  },
  // At its lowest today, but it came down to it twenty days ago: no news.
  {
    dpId: '1005-3',
    points: (id) =>
      runs(id, [
        [TODAY - 40 * DAY, TODAY - 21 * DAY, 10_000, null],
        [TODAY - 20 * DAY, NOW, 7000, null],
      ]),
  },
  // One price ever: no low to speak of.
  { dpId: '1004-3', points: (id) => runs(id, [[TODAY - 20 * DAY, NOW, 4000, null]]) },
  // At its lowest today, on 预售 (the setup says so): left out by 仅看有货.
  {
    dpId: '1006-3',
    points: (id) =>
      runs(id, [
        [TODAY - 20 * DAY, TODAY - DAY, 9000, null],
        [TODAY + 3600, NOW, 7500, null],
      ]),
  },
];

const event = (name: string, startsAt: number, endsAt: number, products: string[] = []) => ({
  type: 'event',
  site: 3,
  name,
  kind: '品牌日',
  startsAt,
  endsAt,
  rules: ['满300减40', '百亿补贴'],
  products,
});

const coupon = (key: string, validFrom: number, validTo: number, site = 3) => ({
  type: 'coupon',
  key,
  site,
  threshold: 20_000,
  amount: 3000,
  validFrom,
  validTo,
  url: site === 3 ? 'https://a.jd.com/' : 'https://www.tmall.com/',
});

describe.each(DIALECTS)('promotion API on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let now = NOW;

  beforeAll(async () => {
    db = await freshDb(dialect);
    const ids: number[] = [];
    for (const { dpId, points } of PRODUCTS) {
      const [itemId = '', site = '0'] = dpId.split('-');
      const id = await ensureProduct(
        db,
        {
          dpId,
          siteId: Number(site),
          itemId,
          title: `商品 ${dpId}`,
          canonicalUrl: `https://item.example.com/${dpId}.html`,
          source: 'import',
        },
        NOW,
      );
      await insertPointRows(db, points(id));
      ids.push(id);
    }
    await refreshSummaries(db, ids, NOW);
    const presale = ids[PRODUCTS.findIndex((p) => p.dpId === '1006-3')] ?? 0;
    await writeStockChanges(db, [{ productId: presale, ts: NOW - 60, state: 'presale' }]);
    await importPromotionRows(
      db,
      [
        event('进行中的活动', NOW - DAY, NOW + DAY, ['1001-3', '1003-3']),
        event('即将开始的活动', NOW + 2 * DAY, NOW + 5 * DAY),
        event('已结束的活动', NOW - 5 * DAY, NOW - 1),
        coupon('valid', NOW - DAY, NOW + DAY),
        coupon('expired', NOW - 5 * DAY, NOW - 1),
        coupon('tmall', NOW - DAY, NOW + 2 * DAY, 83),
        ...Array.from({ length: 22 }, (_, i) => coupon(`bulk${i}`, NOW, NOW + 3 * DAY + i)),
      ].map((record, i) => ({ line: i + 1, record })),
      { now: NOW },
    );
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-promotions-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => now },
    );
  });
  afterAll(() => app.close());

  async function get<T>(url: string): Promise<T> {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  }

  test('lists the current events, then the coming ones, but no past one', async () => {
    const { items } = await get<{ items: EventBody[] }>('/api/promotions');
    expect(items.map((e) => [e.name, e.status, e.productCount])).toEqual([
      ['进行中的活动', 'current', 2],
      ['即将开始的活动', 'coming', 0],
    ]);
    expect(items[0]?.rules).toEqual([
      { kind: 'over', threshold: 30_000, amount: 4000, crossStore: false, text: '满300减40' },
      { kind: 'text', text: '百亿补贴' },
    ]);
  });

  test('answers one event with its products', async () => {
    const { items } = await get<{ items: EventBody[] }>('/api/promotions');
    const one = await get<EventBody>(`/api/promotions/${items[0]?.id}`);
    expect(one.name).toBe('进行中的活动');
    expect(one.products?.map((p) => p.product.dpId)).toEqual(['1001-3', '1003-3']);
  });

  test('answers an event of many products twenty at a time', async () => {
    const dpIds = Array.from({ length: 23 }, (_, i) => `${2001 + i}-3`);
    for (const dpId of dpIds) {
      const itemId = dpId.split('-')[0] ?? '';
      const product = { dpId, siteId: 3, itemId, title: `大促商品 ${dpId}` };
      const canonicalUrl = `https://item.example.com/${dpId}.html`;
      await ensureProduct(db, { ...product, canonicalUrl, source: 'import' }, NOW);
    }
    const big = event('参加商品很多的活动', NOW - DAY, NOW + DAY, dpIds);
    await importPromotionRows(db, [{ line: 1, record: big }], { now: NOW });
    const { items } = await get<{ items: EventBody[] }>('/api/promotions');
    const id = items.find((e) => e.name === big.name)?.id;
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get<EventBody>(`/api/promotions/${id}?page=${page}`)),
    );
    expect(pages.map((p) => [p.productCount, p.page, p.products?.length])).toEqual([
      [23, 1, 20],
      [23, 2, 3],
      [23, 3, 0],
    ]);
    const shown = pages.flatMap((p) => p.products?.map((item) => item.product.dpId) ?? []);
    expect(shown).toEqual(dpIds);
    const bad = await app.inject(`/api/promotions/${id}?page=0`);
    expect(bad.statusCode).toBe(400);
  });

  test('answers a missing event with a Chinese 404 and a bad id with a Chinese 400', async () => {
    const missing = await app.inject('/api/promotions/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ msg: string }>().msg).toBe('没有这个活动');
    const bad = await app.inject('/api/promotions/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test('lists the coupons not yet expired, soonest to expire first, twenty a page', async () => {
    const first = await get<CouponPage>('/api/coupons');
    expect(first.total).toBe(24);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ amount: 3000, url: 'https://a.jd.com/' });
    const second = await get<CouponPage>('/api/coupons?page=2');
    expect(second.items).toHaveLength(4);
  });

  test('filters coupons by store', async () => {
    const tmall = await get<CouponPage>('/api/coupons?site=83');
    expect(tmall.total).toBe(1);
    expect(tmall.items[0]?.siteId).toBe(83);
  });

  test('lists products that came down to their historical low this week and are still there, with the rules of their price', async () => {
    const page = await get<LowestPage>('/api/lowest');
    expect(page.items.map((item) => item.product.dpId)).toEqual(['1006-3', '1001-3']);
    expect(page.items[1]?.rules).toEqual([{ kind: 'coupon', amount: 2000, text: '领券减20' }]);
    expect((await get<LowestPage>('/api/lowest?site=83')).total).toBe(0);
  });

  test('仅看有货 (inStock=1) leaves out a low a source says is not 有货, alone or with a store', async () => {
    const dpIds = async (url: string) =>
      (await get<LowestPage>(url)).items.map((item) => item.product.dpId);
    expect(await dpIds('/api/lowest?inStock=1')).toEqual(['1001-3']);
    expect(await dpIds('/api/lowest?inStock=1&site=3')).toEqual(['1001-3']);
    expect(await dpIds('/api/lowest?inStock=0&site=3')).toEqual(['1006-3', '1001-3']);
    expect((await get<LowestPage>('/api/lowest?inStock=1&site=83')).total).toBe(0);
  });

  test('names a product’s next sale: a brand day only for the goods it lists', async () => {
    type NextSaleBody = { nextSale: { name: string; daysUntil: number } | null };
    const listed = await get<NextSaleBody>('/api/products/1001-3/next-sale');
    expect(listed.nextSale).toMatchObject({ name: '进行中的活动', daysUntil: 0 });
    expect((await get<NextSaleBody>('/api/products/1004-3/next-sale')).nextSale).toBeNull();
  });

  test.each([
    '/api/coupons?page=0',
    '/api/coupons?site=jd',
    '/api/lowest?page=501',
    '/api/lowest?inStock=yes',
    '/api/products/nope/next-sale',
  ])('answers %s with a Chinese 400, never a 500', async (url) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test('a coupon imported after the list was read shows at the next read', async () => {
    const before = await get<CouponPage>('/api/coupons?site=83');
    await importPromotionRows(db, [{ line: 1, record: coupon('tmall2', NOW, NOW + 2 * DAY, 83) }], {
      now: NOW,
    });
    const after = await get<CouponPage>('/api/coupons?site=83');
    expect(after.total).toBe(before.total + 1);
  });

  test('an event and a coupon leave the lists by themselves once they end', async () => {
    // Read first, so what follows cannot be an answer kept from before the clock moved.
    await get('/api/promotions');
    const before = await get<CouponPage>('/api/coupons');
    now = NOW + 2 * DAY;
    const events = await get<{ items: EventBody[] }>('/api/promotions');
    expect(events.items.map((e) => [e.name, e.status])).toEqual([['即将开始的活动', 'current']]);
    const coupons = await get<CouponPage>('/api/coupons');
    // Only the 22 bulk coupons are still valid: the others end at or before this moment.
    expect([before.total, coupons.total]).toEqual([25, 22]);
  });
});
