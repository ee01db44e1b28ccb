import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/schema.js';
import { seedDemo } from '../../prices/write/demoSeed.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

interface StatusBody {
  dpId: string;
  status: string;
  attempts: number;
  nextAttemptAt: number | null;
  reason: string | null;
  updatedAt: number | null;
  productReady: boolean;
}

interface DetailBody {
  product: { dpId: string };
  lastCheckedAt: number | null;
  latestSource: string | null;
  offShelf: boolean;
}

// Rows as the tracker leaves them (its code is not on this branch; the meanings are 0006's).
async function queue(db: Db, itemId: string, row: Record<string, unknown> = {}) {
  await db.kysely
    .insertInto('tracking_queue')
    .values({
      dp_id: `${itemId}-3`,
      site_id: 3,
      item_id: itemId,
      canonical_url: `https://item.jd.com/${itemId}.html`,
      requested_at: NOW - 600,
      request_count: 1,
      ...row,
    })
    .execute();
}

describe.each(DIALECTS)('tracking status and price freshness on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let demo: { id: number; dp_id: string };

  beforeAll(async () => {
    db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 6 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-tracking-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    demo = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  });
  afterAll(() => app.close());

  const status = (dpId: string) => app.inject(`/api/tracking/${dpId}`);

  test('a link the resolver just queued answers 排队 with no attempts, cacheable for a second', async () => {
    const resolved = await app.inject({
      url: '/api/trend/resolve',
      query: { url: 'https://item.jd.com/100088888888.html' },
    });
    expect(resolved.statusCode).toBe(404);
    const response = await status('100088888888-3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=1');
    expect(response.json()).toEqual({
      dpId: '100088888888-3',
      status: 'queued',
      attempts: 0,
      nextAttemptAt: null,
      reason: null,
      updatedAt: null,
      productReady: false,
    });
  });

  test.each([
    ['fetching', '100077000001', null, null],
    ['blocked', '100077000002', NOW + 900, '需要登录：商城要求登录后才显示价格'],
    ['off_shelf', '100077000003', null, '商品已下架'],
    ['failed', '100077000004', NOW + 3600, '超时：商城页面长时间没有响应'],
    ['needs_browser', '100077000005', null, null],
  ])('%s: the tracker’s attempts, next try and reason', async (state, itemId, next, reason) => {
    await queue(db, itemId, {
      status: state,
      attempts: 2,
      next_attempt_at: next,
      last_error: reason,
      updated_at: NOW - 60,
    });
    const response = await status(`${itemId}-3`);
    expect(response.statusCode).toBe(200);
    expect(response.json<StatusBody>()).toEqual({
      dpId: `${itemId}-3`,
      status: state,
      attempts: 2,
      nextAttemptAt: next,
      reason,
      updatedAt: NOW - 60,
      productReady: false,
    });
  });

  test('productReady once the queued product exists with a price', async () => {
    await queue(db, demo.dp_id.replace(/-3$/, ''), { status: 'done', updated_at: NOW });
    const body = (await status(demo.dp_id)).json<StatusBody>();
    expect(body.status).toBe('done');
    expect(body.productReady).toBe(true);
  });

  test('a priced product never queued still answers ready; an unknown one 404s in Chinese', async () => {
    const other = await db.kysely
      .selectFrom('products')
      .select('dp_id')
      .where('id', '!=', demo.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    expect((await status(other.dp_id)).json<StatusBody>()).toMatchObject({
      status: 'done',
      productReady: true,
    });
    const unknown = await status('123456789-3');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: '该商品不在追踪队列中' });
    const malformed = await status('not-a-dp-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: '商品编号格式不正确' });
  });

  test('the product answer says when its price was last checked and where it came from', async () => {
    const latest = await db.kysely
      .selectFrom('price_points')
      .select(['last_seen'])
      .where('product_id', '=', demo.id)
      .orderBy('ts', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = (await app.inject(`/api/products/${demo.dp_id}`)).json<DetailBody>();
    expect(before).toMatchObject({
      lastCheckedAt: latest.last_seen,
      latestSource: 'demo',
      offShelf: false,
    });

    // The tracker visited later and found the item gone: the later visit and the notice win.
    await db.kysely
      .updateTable('products')
      .set({ last_checked_at: latest.last_seen + 3600, off_shelf_at: latest.last_seen + 3600 })
      .where('id', '=', demo.id)
      .execute();
    const after = (await app.inject(`/api/products/${demo.dp_id}`)).json<DetailBody>();
    expect(after).toMatchObject({ lastCheckedAt: latest.last_seen + 3600, offShelf: true });
  });

  test('a tracker or extension price names its source; an earlier tracker visit does not win', async () => {
    const product = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .where('id', '!=', demo.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const ts = NOW - 30;
    const point = { product_id: product.id, ts, last_seen: ts, list_price: 100, final_price: 90 };
    await db.kysely
      .insertInto('price_points')
      .values({ ...point, source: 'tracker' })
      .execute();
    await db.kysely
      .updateTable('products')
      .set({ last_checked_at: NOW - 86_400 })
      .where('id', '=', product.id)
      .execute();
    const url = `/api/products/${product.dp_id}`;
    expect((await app.inject(url)).json<DetailBody>()).toMatchObject({
      lastCheckedAt: ts,
      latestSource: 'tracker',
      offShelf: false,
    });
    await db.kysely
      .updateTable('price_points')
      .set({ source: 'corroborated' })
      .where('product_id', '=', product.id)
      .where('ts', '=', ts)
      .execute();
    expect((await app.inject(url)).json<DetailBody>().latestSource).toBe('extension');
  });
});
