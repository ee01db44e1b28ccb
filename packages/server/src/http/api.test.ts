import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

interface ProductBody {
  product: { dpId: string; url: string; clusterKey: string; demo: boolean; title: string };
  summary: { currentFinal: number; lowestPrice: number; highestPrice: number; trend: number };
}

describe.each(DIALECTS)('price API over the demo catalogue on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let sample: ProductBody['product'];

  beforeAll(async () => {
    db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 60 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-api-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    const row = await db.kysely
      .selectFrom('products')
      .select(['dp_id', 'cluster_key'])
      .where('cluster_key', 'in', (eb) =>
        eb
          .selectFrom('products')
          .select('cluster_key')
          .groupBy('cluster_key')
          .having((h) => h.fn.countAll(), '>', 1),
      )
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const body = (await app.inject(`/api/products/${row.dp_id}`)).json<ProductBody>();
    sample = body.product;
  });
  afterAll(() => app.close());

  test('resolve → product → history → offers', async () => {
    const resolved = await app.inject({
      url: '/api/trend/resolve',
      query: { url: `【${sample.title}】复制这条信息 ${sample.url}?spm=abc 打开App` },
    });
    expect(resolved.statusCode).toBe(200);
    const { dpId } = resolved.json<{ dpId: string }>();
    expect(dpId).toBe(sample.dpId);

    const product = await app.inject(`/api/products/${dpId}`);
    expect(product.statusCode).toBe(200);
    expect(product.headers.etag).toBeTruthy();
    const body = product.json<ProductBody>();
    expect(body.product.demo).toBe(true);
    expect(body.summary.lowestPrice).toBeLessThanOrEqual(body.summary.currentFinal);
    expect(body.summary.highestPrice).toBeGreaterThanOrEqual(body.summary.currentFinal);

    const again = await app.inject({
      url: `/api/products/${dpId}`,
      headers: { 'if-none-match': String(product.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const history = await app.inject(`/api/products/${dpId}/history?range=all`);
    expect(history.statusCode).toBe(200);
    expect(history.headers['cache-control']).toBe('public, max-age=60');
    const lines = history.json<{ finalPrice: [number, number][]; listPrice: [number, number][] }>();
    expect(lines.finalPrice.length).toBeGreaterThan(1);
    expect(lines.finalPrice.length).toBeLessThanOrEqual(1000);
    expect(Math.min(...lines.finalPrice.map((p) => p[1]))).toBe(body.summary.lowestPrice);
    const short = await app.inject(`/api/products/${dpId}/history?range=30d`);
    const shortLines = short.json<{ finalPrice: [number, number][] }>();
    expect(shortLines.finalPrice[0]?.[0]).toBeGreaterThanOrEqual(NOW - 30 * 86_400);

    const offers = await app.inject(`/api/products/${dpId}/offers`);
    const list = offers.json<{ offers: ProductBody[] }>().offers;
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((o) => o.product.clusterKey === sample.clusterKey)).toBe(true);
    const prices = list.map((o) => o.summary.currentFinal);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('an unknown supported link is queued for tracking and answers 404 in Chinese', async () => {
    const url = 'https://item.jd.com/100099999999.html';
    const response = await app.inject({ url: '/api/trend/resolve', query: { url } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '暂未收录该商品，已加入追踪队列' });
    const queued = await db.kysely
      .selectFrom('tracking_queue')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(queued.dp_id).toBe('100099999999-3');
  });

  test.each([
    ['https://www.example.com/item/1', '暂不支持该商城的链接'],
    ['随便写点什么', '请输入正确的商品链接'],
  ])('resolve %s → 400 %s', async (url, msg) => {
    const response = await app.inject({ url: '/api/trend/resolve', query: { url } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
  });

  test('bad product ids and ranges are clear 4xx, never 500', async () => {
    const malformed = await app.inject('/api/products/not-a-dp-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: '商品编号格式不正确' });
    const unknown = await app.inject('/api/products/123456789-3');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ msg: string }>().msg).toBe('暂未收录该商品');
    const range = await app.inject(`/api/products/${sample.dpId}/history?range=2y`);
    expect(range.statusCode).toBe(400);
    expect(range.json<{ msg: string }>().msg).toMatch(/^请求参数有误/);
    expect(range.body).not.toContain('    at ');
    expect((await app.inject('/api/trend/resolve')).statusCode).toBe(400);
  });

  test('search finds Chinese and mixed keywords, ranked and paginated, with the total', async () => {
    const firstWord = sample.title.split(/\s+/)[0] ?? '';
    const response = await app.inject({ url: '/api/search', query: { q: firstWord } });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ total: number; items: ProductBody[] }>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.some((i) => i.product.dpId === sample.dpId)).toBe(true);
    const none = await app.inject({ url: '/api/search', query: { q: '完全不存在的词汇组合' } });
    expect(none.json<{ total: number }>().total).toBe(0);
    const bad = await app.inject({ url: '/api/search', query: { q: 'x', page: '0' } });
    expect(bad.statusCode).toBe(400);
  });

  test('categories and the OpenAPI description are served', async () => {
    const categories = await app.inject('/api/categories');
    expect(categories.json<{ categories: unknown[] }>().categories.length).toBeGreaterThan(3);
    const docs = await app.inject('/api/docs/json');
    expect(docs.json<{ paths: Record<string, unknown> }>().paths).toHaveProperty(
      '/api/products/{dpId}/history',
    );
    const asset = await app.inject('/demo-assets/phones.svg');
    expect(asset.statusCode).toBe(200);
  });
});
