import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildApp } from '../../../app.js';
import { dayStartTs, shanghaiDay } from '../../../calendar.js';
import { loadConfig } from '../../../config.js';
import type { Db, PricePointsTable } from '../../../db/schema.js';
import { ensureCategories, ensureProduct } from '../../write/catalog.js';
import { insertPointRows } from '../../write/points.js';
import { refreshSummaries } from '../../write/summaryStore.js';
import { DIALECTS, freshDb } from '../../../testing/dialects.js';

// 2026-11-20 12:00 Asia/Shanghai.
const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const TODAY = shanghaiDay(NOW);
const DAY = 86_400;

interface Row {
  rank: number;
  move: { kind: string; places: number } | null;
  value: number;
  product: { dpId: string; category: string | null };
  summary: { currentFinal: number } | null;
}

/** A listing: its daily price before today (null: not seen), today's price and its sales. */
interface Listing {
  dpId: string;
  category: string;
  priceOf: (daysAgo: number) => number | null;
  today: number;
  sales: number;
}

const steady = (price: number) => () => price;

const LISTINGS: Listing[] = [
  // Real deals of 18 % and 30 %; a raise-then-cut (先涨后降) and a 3 % dip are no deals.
  { dpId: '3001-3', category: 'phones', priceOf: steady(10_000), today: 8200, sales: 300 },
  { dpId: '3002-3', category: 'tvs', priceOf: steady(100_000), today: 70_000, sales: 200 },
  {
    dpId: '3003-3',
    category: 'phones',
    priceOf: (ago) => (ago <= 20 ? 10_000 : 8000),
    today: 8000,
    sales: 100,
  },
  { dpId: '3004-3', category: 'phones', priceOf: steady(10_000), today: 9700, sales: 0 },
];

/** One observed run per day for 40 days; today's seen until now. */
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
  for (let ago = 40; ago >= 1; ago--) {
    const price = listing.priceOf(ago);
    const start = dayStartTs(TODAY - ago) + 8 * 3600;
    if (price !== null) add(start, start + 8 * 3600, price);
  }
  add(dayStartTs(TODAY) + 3600, NOW, listing.today);
  return rows;
}

describe.each(DIALECTS)('GET /api/rankings on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let now = NOW;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    db = await freshDb(dialect);
    await ensureCategories(db, [
      { slug: 'phones', name: '手机' },
      { slug: 'tvs', name: '电视' },
    ]);
    for (const listing of LISTINGS) {
      const id = await ensureProduct(
        db,
        {
          dpId: listing.dpId,
          siteId: 3,
          itemId: listing.dpId.split('-')[0] ?? '',
          title: `商品 ${listing.dpId}`,
          categorySlug: listing.category,
          canonicalUrl: `https://item.jd.com/${listing.dpId}.html`,
          salesCount: listing.sales,
          source: 'import',
        },
        NOW,
      );
      await insertPointRows(db, pointsOf(id, listing));
      ids.set(listing.dpId, id);
    }
    await refreshSummaries(db, [...ids.values()], NOW);
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-rankings-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => now },
    );
  });
  afterAll(() => app.close());

  async function ranking(query: Record<string, string>): Promise<Row[]> {
    const response = await app.inject({ url: '/api/rankings', query });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: Row[] }>().items;
  }

  const dpIds = (rows: readonly Row[]) => rows.map((row) => row.product.dpId);
  const idOf = (dpId: string) => ids.get(dpId) ?? 0;

  test('降价榜 ranks today’s real deals by their drop, never a raise-then-cut or a dip', async () => {
    const rows = await ranking({ list: 'drop' });
    expect(dpIds(rows)).toEqual(['3002-3', '3001-3']);
    expect(rows.map((row) => [row.rank, row.value])).toEqual([
      [1, 30],
      [2, 18],
    ]);
    expect(rows[0]?.summary?.currentFinal).toBe(70_000);
    expect(dpIds(await ranking({ list: 'drop', category: 'phones' }))).toEqual(['3001-3']);
  });

  test('热门榜 counts page views per day over seven days, and nothing else', async () => {
    const view = (dpId: string) => app.inject({ url: `/api/products/${dpId}` });
    for (let i = 0; i < 3; i++) await view('3004-3');
    await view('3003-3');
    await view('9999-3');
    // Views are written together, once a second.
    await app.prices.flushViews();
    // Views from eight days ago no longer count.
    await db.kysely
      .insertInto('product_view_days')
      .values({ product_id: idOf('3001-3'), day: TODAY - 7, count: 50 })
      .execute();
    await vi.waitFor(async () => {
      const rows = await ranking({ list: 'hot' });
      expect(rows.map((row) => [row.product.dpId, row.value])).toEqual([
        ['3004-3', 3],
        ['3003-3', 1],
      ]);
    });
    const stored = await db.kysely.selectFrom('product_view_days').selectAll().execute();
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['count', 'day', 'product_id']);
  });

  test('收藏榜 ranks by how many lists hold the product', async () => {
    for (const [phone, dpIdsWatched] of [
      ['13800000001', ['3003-3', '3002-3']],
      ['13800000002', ['3003-3']],
    ] as const) {
      const user = await db.kysely
        .insertInto('users')
        .values({ phone, email: null, nickname: '收藏者', password_hash: null, created_at: NOW })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('watch_items')
        .values(
          dpIdsWatched.map((dpId) => ({
            user_id: user.id,
            product_id: idOf(dpId),
            saved_price: 100,
            target_price: null,
            group_name: null,
            created_at: NOW,
            updated_at: NOW,
          })),
        )
        .execute();
    }
    const rows = await ranking({ list: 'watched' });
    expect(rows.map((row) => [row.product.dpId, row.value])).toEqual([
      ['3003-3', 2],
      ['3002-3', 1],
    ]);
    expect(dpIds(await ranking({ list: 'watched', category: 'tvs' }))).toEqual(['3002-3']);
  });

  test('销量榜 ranks the sales counts we hold; without yesterday’s list no row has a move', async () => {
    const rows = await ranking({ list: 'sales' });
    expect(rows.map((row) => [row.product.dpId, row.value, row.move])).toEqual([
      ['3001-3', 300, null],
      ['3002-3', 200, null],
      ['3003-3', 100, null],
    ]);
  });

  test('the next day each row shows its move against the list as first seen the day before', async () => {
    const setSales = (dpId: string, sales: number) =>
      db.kysely
        .updateTable('products')
        .set({ sales_count: sales })
        .where('dp_id', '=', dpId)
        .execute();
    // Later the same day: the list changes, but the day's snapshot (3001, 3002, 3003) stays.
    await setSales('3002-3', 350);
    expect(dpIds(await ranking({ list: 'sales' }))).toEqual(['3002-3', '3001-3', '3003-3']);

    now = NOW + DAY;
    await setSales('3003-3', 500);
    await setSales('3004-3', 250);
    const rows = await ranking({ list: 'sales' });
    expect(rows.map((row) => [row.product.dpId, row.move])).toEqual([
      ['3003-3', { kind: 'up', places: 2 }],
      ['3002-3', { kind: 'same', places: 0 }],
      ['3001-3', { kind: 'down', places: 2 }],
      ['3004-3', { kind: 'new', places: 0 }],
    ]);
    // A category's list keeps its own snapshots: nobody asked for it yesterday.
    const phones = await ranking({ list: 'sales', category: 'phones' });
    expect(phones.every((row) => row.move === null)).toBe(true);
  });

  test('views older than seven days and snapshots older than yesterday are forgotten', async () => {
    now = NOW + 2 * DAY;
    const rows = await ranking({ list: 'sales' });
    // Against yesterday's list (the day after NOW): nothing moved since.
    expect(rows.every((row) => row.move?.kind === 'same')).toBe(true);
    const days = (table: 'product_view_days' | 'rank_snapshots') =>
      db.kysely.selectFrom(table).select('day').distinct().orderBy('day').execute();
    expect((await days('rank_snapshots')).map((row) => row.day)).toEqual([TODAY + 1, TODAY + 2]);
    expect((await days('product_view_days')).map((row) => row.day)).toEqual([TODAY]);
  });

  test('the same goods at several stores hold one place: their best-placed listing', async () => {
    // By now 3003-3 sells 500 and 3001-3 300: one cluster, so only 3003-3 is listed.
    await db.kysely
      .updateTable('products')
      .set({ cluster_key: 'same-goods' })
      .where('dp_id', 'in', ['3001-3', '3003-3'])
      .execute();
    expect(dpIds(await ranking({ list: 'sales' }))).toEqual(['3003-3', '3002-3', '3004-3']);
  });

  test.each([[{ list: 'cheap' }], [{ category: 'Phones!' }], [{ category: 'x'.repeat(41) }]])(
    'answers %j with a Chinese 400, never a 500',
    async (query) => {
      const response = await app.inject({ url: '/api/rankings', query });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
    },
  );
});
