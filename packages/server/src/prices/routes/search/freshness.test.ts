import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { openDb } from '../../../db/connect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import type { Db } from '../../../db/schema.js';
import { seedDemo } from '../../write/demoSeed.js';
import { publish } from '../../ingest/publish.js';
import { DIALECTS, freshTarget, nextPriceChange } from '../../../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

interface Item {
  product: { dpId: string; title: string };
  summary: { currentFinal: number; currentList: number };
}

// Cached answers (search pages, histories) must follow every price write, whether this process
// made it or another connection to the same database did.
describe.each(DIALECTS)('cached answers follow price writes on %s', (dialect) => {
  let db: Db;
  let other: Db;
  let app: FastifyInstance;
  let word: string;
  let target: { dpId: string; id: number };

  beforeAll(async () => {
    const where = await freshTarget(dialect);
    db = openDb(where);
    await migrateToLatest(db);
    other = openDb(where);
    await seedDemo(db, { now: NOW, products: 12 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-fresh-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    const row = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id', 'title'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    word = row.title.split(/\s+/)[0] ?? '';
    target = { dpId: row.dp_id, id: row.id };
  });
  afterAll(async () => {
    await app.close();
    await other.close();
  });

  async function look() {
    const search = await app.inject({ url: '/api/search', query: { q: word } });
    const history = await app.inject(`/api/products/${target.dpId}/history?range=all`);
    const item = search.json<{ items: Item[] }>().items.find((i) => i.product.dpId === target.dpId);
    const lines = history.json<{ finalPrice: [number, number][] }>().finalPrice;
    return {
      searchEtag: search.headers.etag,
      historyEtag: history.headers.etag,
      searchFinal: item?.summary.currentFinal,
      historyFinal: lines[lines.length - 1]?.[1],
    };
  }

  async function writePrice(through: Db, finalPrice: number, ts: number) {
    await publish(
      through,
      [{ productId: target.id, ts, listPrice: 9_000_000, finalPrice }],
      'import',
      NOW,
    );
  }

  test('a write from this process changes the search page, the history and their ETags', async () => {
    const before = await look();
    expect(before.searchFinal).toBeTypeOf('number');
    expect(await look()).toEqual(before);
    await writePrice(db, 1_234_500, NOW + 60);
    const after = await look();
    expect(after.searchFinal).toBe(1_234_500);
    expect(after.historyFinal).toBe(1_234_500);
    expect(after.searchEtag).not.toBe(before.searchEtag);
    expect(after.historyEtag).not.toBe(before.historyEtag);
    const revalidated = await app.inject({
      url: '/api/search',
      query: { q: word },
      headers: { 'if-none-match': String(before.searchEtag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  test('a write through another connection changes them too', async () => {
    const before = await look();
    // PostgreSQL tells this instance through its change feed, just after the commit.
    const told = nextPriceChange(db);
    await writePrice(other, 2_345_600, NOW + 120);
    await told;
    const after = await look();
    expect(after.searchFinal).toBe(2_345_600);
    expect(after.historyFinal).toBe(2_345_600);
    expect(after.searchEtag).not.toBe(before.searchEtag);
    expect(after.historyEtag).not.toBe(before.historyEtag);
  });
});
