import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { openDb } from '../../../db/connect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import type { Db } from '../../../db/schema.js';
import { seedDemo } from '../../../prices/write/demoSeed.js';
import { publish } from '../../../prices/ingest/publish.js';
import { DIALECTS, freshTarget, nextPriceChange } from '../../../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

/** Size of a decoded PNG and how many distinct colours it holds (a blank picture has one). */
async function picture(body: Buffer) {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  }
  return { width: info.width, height: info.height, colours: colours.size };
}

describe.each(DIALECTS)('share pictures on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let target: { dpId: string; id: number };

  beforeAll(async () => {
    db = openDb(await freshTarget(dialect));
    await migrateToLatest(db);
    await seedDemo(db, { now: NOW, products: 3 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-share-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    const row = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    target = { dpId: row.dp_id, id: row.id };
  });
  afterAll(() => app.close());

  test("a product's card is a 1200 × 630 PNG with something drawn on it, and its ETag", async () => {
    const response = await app.inject(`/share/dp${target.dpId}.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const drawn = await picture(response.rawPayload);
    expect(drawn).toMatchObject({ width: 1200, height: 630 });
    expect(drawn.colours).toBeGreaterThan(20);
    const again = await app.inject({
      url: `/share/dp${target.dpId}.png`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const head = await app.inject({ method: 'HEAD', url: `/share/dp${target.dpId}.png` });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  test('a new price draws a new card, with a new ETag', async () => {
    const before = await app.inject(`/share/dp${target.dpId}.png`);
    const told = nextPriceChange(db);
    await publish(
      db,
      [{ productId: target.id, ts: NOW + 60, listPrice: 9_000_000, finalPrice: 123_400 }],
      'import',
      NOW,
    );
    await told;
    const after = await app.inject(`/share/dp${target.dpId}.png`);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  test('the site has its own card', async () => {
    const response = await app.inject('/share/site.png');
    expect(response.statusCode).toBe(200);
    expect(await picture(response.rawPayload)).toMatchObject({ width: 1200, height: 630 });
  });

  test.each([
    ['/share/dpnot-a-dpid.png', '没有这张分享图片'],
    ['/share/other.png', '没有这张分享图片'],
    ['/share/dp999999999-3.png', '商品不存在或暂未收录'],
  ])('%s is a Chinese 404', async (url, msg) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg });
  });
});
