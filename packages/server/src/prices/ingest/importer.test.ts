import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshTarget } from '../../testing/dialects.js';
import { importRows } from './importer.js';
import type { ImportRow } from '../write/importReader.js';
import { publish } from './publish.js';
import { computeSummary } from '../write/summarize.js';
import { summaryOfRow } from '../write/summaryStore.js';

const NOW = 1_763_600_000;

// Batches of one import carry product states forward; a write landing between two batches (from
// this process or another connection) must not be overlooked.
describe.each(DIALECTS)('an import interleaved with other writes on %s', (dialect) => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    const target = await freshTarget(dialect);
    db = openDb(target);
    await migrateToLatest(db);
    other = openDb(target);
  });
  afterAll(async () => {
    await other.close();
    await db.close();
  });

  async function summaryMatchesPoints(productId: number) {
    const points = await db.kysely
      .selectFrom('price_points')
      .select(['ts', 'list_price', 'final_price'])
      .where('product_id', '=', productId)
      .orderBy('ts')
      .execute();
    const stored = await db.kysely
      .selectFrom('product_summaries')
      .selectAll()
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    const runs = points.map((p) => ({
      ts: p.ts,
      listPrice: p.list_price,
      finalPrice: p.final_price,
    }));
    expect(summaryOfRow(stored)).toEqual(computeSummary(runs, NOW));
    return summaryOfRow(stored);
  }

  test.each([
    ['this process', 1, () => db],
    ['another connection', 2, () => other],
  ])('a lower price written by %s between batches shows in the summary', async (_, n, writer) => {
    const dpId = `10001204397${n}-3`;
    let productId = 0;
    async function* rows(): AsyncGenerator<ImportRow> {
      yield { line: 1, record: { dpId, title: '华为', listPrice: 500_000, observedAt: NOW - 900 } };
      // Batch 1 is committed by now: another writer slips in a lower price.
      const row = await db.kysely
        .selectFrom('products')
        .select('id')
        .where('dp_id', '=', dpId)
        .executeTakeFirstOrThrow();
      productId = row.id;
      await publish(
        writer(),
        [{ productId, ts: NOW - 600, listPrice: 500_000, finalPrice: 300_000 }],
        'import',
        NOW,
      );
      yield { line: 2, record: { dpId, listPrice: 480_000, observedAt: NOW - 300 } };
      yield { line: 3, record: { dpId, listPrice: 470_000, observedAt: NOW - 100 } };
    }
    const result = await importRows(db, rows(), { now: NOW, batchSize: 1 });
    expect(result.rows).toBe(3);
    const summary = await summaryMatchesPoints(productId);
    expect(summary.lowestPrice).toBe(300_000);
    expect(summary.currentFinal).toBe(470_000);
    expect(summary.pointCount).toBe(4);
  });
});
