import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { dayStartTs, shanghaiDay } from '../../../calendar.js';
import { loadConfig } from '../../../config.js';
import type { Db, PricePointsTable } from '../../../db/schema.js';
import { refreshDeals } from '../../deals/dealStore.js';
import { isCachedAnswer, type CachedAnswer } from '../../read/answerCache.js';
import { PriceService, type DealAnswer } from '../../service.js';
import { ensureCategories, ensureProduct, productIdOf } from '../../write/catalog.js';
import { insertPointRows } from '../../write/points.js';
import { writeStockChanges } from '../../write/stock.js';
import { refreshSummaries } from '../../write/summaryStore.js';
import { DIALECTS, freshDb } from '../../../testing/dialects.js';

// 2026-11-20 12:00 Asia/Shanghai.
const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const TODAY = shanghaiDay(NOW);
const DAY = 86_400;

interface Deal {
  product: { dpId: string; siteId: number; category: string | null };
  deal: {
    kind: string;
    price: number;
    median30: number;
    dropFen: number;
    dropPercent: number;
    dataDays: number;
    windowDays: number;
    isLowest: boolean;
    proof: null | {
      referencePrice: number;
      raisedAt: number;
      raisedPrice: number;
      evidenceDays: number;
    };
  };
}

interface Page {
  total: number;
  page: number;
  pageSize: number;
  items: Deal[];
  rules: { minDropPercent: number; minDropFen: number; minDataDays: number };
}

/** A listing: its price `daysAgo` days before today (null: not seen), and today's price. */
interface Listing {
  dpId: string;
  siteId: number;
  category: string;
  days: number;
  priceOf: (daysAgo: number) => number | null;
  today: number;
}

/** One observed run per day, seen in the morning and the afternoon; today's seen until now. */
function pointsOf(id: number, listing: Listing): PricePointsTable[] {
  const rows: PricePointsTable[] = [];
  const add = (ts: number, lastSeen: number, price: number) =>
    rows.push({
      product_id: id,
      ts,
      last_seen: lastSeen,
      list_price: price,
      final_price: price,
      promo: null,
      coupon: null,
      source: 'import',
    });
  for (let ago = listing.days; ago >= 1; ago--) {
    const price = listing.priceOf(ago);
    const start = dayStartTs(TODAY - ago) + 8 * 3600;
    if (price !== null) add(start, start + 8 * 3600, price);
  }
  add(dayStartTs(TODAY) + 3600, NOW, listing.today);
  return rows;
}

const steady = (price: number) => () => price;

const LISTINGS: Listing[] = [
  // Real deals: 18 % (¥18), 30 % (¥300, not its lowest ever), and a cut to a one-day glitch's price.
  { dpId: '1001-3', siteId: 3, category: 'phones', days: 60, priceOf: steady(10_000), today: 8200 },
  {
    dpId: '1002-83',
    siteId: 83,
    category: 'tvs',
    days: 90,
    priceOf: (ago) => (ago > 85 ? 60_000 : 100_000),
    today: 70_000,
  },
  {
    dpId: '1003-3',
    siteId: 3,
    category: 'phones',
    days: 60,
    priceOf: (ago) => (ago === 12 ? 8000 : 10_000),
    today: 8000,
  },
  // 先涨后降: ¥80, raised to ¥100 twenty days ago, "cut" back to ¥80.
  {
    dpId: '1004-3',
    siteId: 3,
    category: 'phones',
    days: 50,
    priceOf: (ago) => (ago <= 20 ? 10_000 : 8000),
    today: 8000,
  },
  // No deal: 3 % off; and a big cut with too little history.
  { dpId: '1005-3', siteId: 3, category: 'phones', days: 60, priceOf: steady(10_000), today: 9700 },
  { dpId: '1006-3', siteId: 3, category: 'phones', days: 10, priceOf: steady(10_000), today: 5000 },
  // Twenty-three deals of one category, for paging.
  ...Array.from({ length: 23 }, (_, i) => ({
    dpId: `20${String(i).padStart(2, '0')}-3`,
    siteId: 3,
    category: 'bulk',
    days: 40,
    priceOf: steady(20_000),
    today: 15_000 - i * 100,
  })),
];

/** The phones' deals, as the service is asked for them. */
const PHONES = { view: 'deals', sort: 'drop', category: 'phones', page: 1, pageSize: 20 } as const;

/** A service answer as the page it holds, whether it came serialized from the cache or not. */
function asPage(answer: CachedAnswer | DealAnswer): DealAnswer {
  return isCachedAnswer(answer) ? (JSON.parse(answer.body.toString()) as DealAnswer) : answer;
}

describe.each(DIALECTS)('GET /api/deals on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await freshDb(dialect);
    await ensureCategories(db, [
      { slug: 'phones', name: '手机' },
      { slug: 'tvs', name: '电视' },
      { slug: 'bulk', name: '日用' },
    ]);
    const ids: number[] = [];
    for (const listing of LISTINGS) {
      const id = await ensureProduct(
        db,
        {
          dpId: listing.dpId,
          siteId: listing.siteId,
          itemId: listing.dpId.split('-')[0] ?? '',
          title: `商品 ${listing.dpId}`,
          categorySlug: listing.category,
          canonicalUrl: `https://item.example.com/${listing.dpId}.html`,
          source: 'import',
        },
        NOW,
      );
      await insertPointRows(db, pointsOf(id, listing));
      ids.push(id);
    }
    await refreshSummaries(db, ids, NOW);
    await refreshDeals(db, ids, NOW);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-deals-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
  });
  afterAll(() => app.close());

  async function deals(query: Record<string, string | number> = {}): Promise<Page> {
    const response = await app.inject({
      url: '/api/deals',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  }

  const dpIds = (page: Page) => page.items.map((item) => item.product.dpId);

  test('lists real deals biggest drop first, each with the numbers that make it one', async () => {
    const page = await deals({ class: 'phones' });
    expect(dpIds(page)).toEqual(['1003-3', '1001-3']);
    expect(page.items[1]?.deal).toEqual({
      kind: 'deal',
      price: 8200,
      median30: 10_000,
      dropFen: 1800,
      dropPercent: 18,
      dataDays: 30,
      windowDays: 30,
      since: dayStartTs(TODAY) + 3600,
      isLowest: true,
      proof: null,
    });
    expect(page.rules).toEqual({ minDropPercent: 10, minDropFen: 1000, minDataDays: 14 });
  });

  test('keeps out small drops, thin histories and raise-then-cut prices', async () => {
    const all = dpIds(await deals({ sort: 'price', page: 1 }));
    expect(all).not.toContain('1004-3');
    expect(all).not.toContain('1005-3');
    expect(all).not.toContain('1006-3');
  });

  test('view=fake lists the raise-then-cut price with its proof', async () => {
    const page = await deals({ view: 'fake' });
    expect(dpIds(page)).toEqual(['1004-3']);
    expect(page.items[0]?.deal).toMatchObject({
      kind: 'fake',
      price: 8000,
      median30: 10_000,
      proof: {
        referencePrice: 8000,
        raisedAt: dayStartTs(TODAY - 20),
        raisedPrice: 10_000,
        evidenceDays: 34,
      },
    });
  });

  test('sort=amount puts the biggest yuan drop first', async () => {
    const page = await deals({ sort: 'amount' });
    expect(page.items[0]?.product.dpId).toBe('1002-83');
    const amounts = page.items.map((item) => item.deal.dropFen);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('sort=price puts the cheapest first', async () => {
    const prices = (await deals({ sort: 'price' })).items.map((item) => item.deal.price);
    expect(prices[0]).toBe(8000);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('sort=newest answers every deal too', async () => {
    expect((await deals({ sort: 'newest' })).total).toBe((await deals()).total);
  });

  test('filters by store, drop size, price range and historical low', async () => {
    expect(dpIds(await deals({ site: 83 }))).toEqual(['1002-83']);
    expect(dpIds(await deals({ minDrop: 19, class: 'phones' }))).toEqual(['1003-3']);
    expect(dpIds(await deals({ minPrice: 8100, maxPrice: 9000 }))).toEqual(['1001-3']);
    const lowest = dpIds(await deals({ lowest: 1, class: 'phones' }));
    expect(lowest).toEqual(['1003-3', '1001-3']);
    expect(dpIds(await deals({ lowest: 1 }))).not.toContain('1002-83');
  });

  test('仅看有货 (inStock=1) leaves out a deal sold out, and keeps one no source said is sold out', async () => {
    const phones = dpIds(await deals({ class: 'phones' }));
    expect(phones).toContain('1003-3');
    const soldOut = (await productIdOf(db, '1003-3')) as number;
    await writeStockChanges(db, [{ productId: soldOut, ts: NOW - 60, state: 'out_of_stock' }]);
    const inStock = dpIds(await deals({ class: 'phones', inStock: 1 }));
    expect(inStock).toEqual(phones.filter((dpId) => dpId !== '1003-3'));
    await writeStockChanges(db, [{ productId: soldOut, ts: NOW, state: 'in_stock' }]);
    expect(dpIds(await deals({ class: 'phones', inStock: 1 }))).toEqual(phones);
  });

  test('pages twenty at a time without repeats', async () => {
    const first = await deals({ class: 'bulk' });
    const second = await deals({ class: 'bulk', page: 2 });
    expect(first.total).toBe(23);
    expect(first.items).toHaveLength(20);
    expect(second.items).toHaveLength(3);
    expect(new Set([...dpIds(first), ...dpIds(second)]).size).toBe(23);
    expect((await deals({ class: 'bulk', page: 3 })).items).toEqual([]);
  });

  test.each([
    [{ sort: 'cheap' }],
    [{ view: 'all' }],
    [{ page: 0 }],
    [{ site: 'jd' }],
    [{ minDrop: 95 }],
    [{ minPrice: -1 }],
    [{ minPrice: 5000, maxPrice: 100 }],
  ])('answers %j with a Chinese 400, never a 500', async (query) => {
    const response = await app.inject({
      url: '/api/deals',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });

  test('the AI facts hear whether a cut follows a raise', async () => {
    expect(await app.prices.raisedBeforeSale('1004-3')).toBe(true);
    expect(await app.prices.raisedBeforeSale('1001-3')).toBe(false);
    expect(await app.prices.raisedBeforeSale('1005-3')).toBeNull();
    expect(await app.prices.raisedBeforeSale('9999-3')).toBeNull();
  });

  test('the next day, a cut price that still holds is still judged, without a write', async () => {
    const tomorrow = new PriceService(db, () => NOW + DAY);
    const page = asPage(await tomorrow.deals(PHONES));
    expect(page.items.map((item) => item.product.dpId)).toEqual(['1003-3', '1001-3']);
    expect(page.items[1]?.deal.dataDays).toBe(30);
  });

  test('a page is served from memory until a price is written, then shows the new price', async () => {
    const service = new PriceService(db, () => NOW);
    // A fresh service's first request may write (the day's verdicts), which its own page misses.
    await service.deals(PHONES);
    const first = await service.deals(PHONES);
    expect(await service.deals(PHONES)).toBe(first);
    expect(asPage(first).items.map((item) => item.product.dpId)).not.toContain('1005-3');
    // 1005-3 was 3 % off; cut to ¥70 now, it is a deal on the very next request.
    const { id } = await db.kysely
      .selectFrom('products')
      .select('id')
      .where('dp_id', '=', '1005-3')
      .executeTakeFirstOrThrow();
    await insertPointRows(db, [
      {
        product_id: id,
        ts: NOW - 60,
        last_seen: NOW,
        list_price: 7000,
        final_price: 7000,
        promo: null,
        coupon: null,
        source: 'import',
      },
    ]);
    await refreshSummaries(db, [id], NOW);
    await refreshDeals(db, [id], NOW);
    expect(asPage(await service.deals(PHONES)).items.map((item) => item.product.dpId)).toContain(
      '1005-3',
    );
  });
});
