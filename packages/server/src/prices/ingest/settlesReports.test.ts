import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { importRows } from './importer.js';
import type { ImportRow } from '../write/importReader.js';
import { receiveObservations } from './receiveObservations.js';
import { reporterFrom } from '../trust/reporter.js';

const NOW = 1_763_600_000;
const DP = '100012043978-3';

async function* rows(...records: Record<string, unknown>[]): AsyncGenerator<ImportRow> {
  let line = 0;
  for (const record of records) yield { line: ++line, record };
}

describe.each(DIALECTS)('a trusted import confirms a waiting anonymous price on %s', (dialect) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(dialect);
  });
  afterAll(() => db.close());

  async function current() {
    const row = await db.kysely
      .selectFrom('product_summaries')
      .select('current_final')
      .executeTakeFirstOrThrow();
    return row.current_final;
  }

  test('the pending point is published once the import reports the same price', async () => {
    await importRows(
      db,
      rows({ dpId: DP, title: '华为', listPrice: 500_000, observedAt: NOW - 900 }),
      {
        now: NOW,
      },
    );
    const anonymous = { dpId: DP, listPrice: 100_000, observedAt: NOW - 600 };
    const [outcome] = await receiveObservations(db, [anonymous], {
      reporter: reporterFrom('203.0.113.9', null),
      now: NOW,
    });
    expect(outcome?.status).toBe('pending');
    expect(await current()).toBe(500_000);
    await importRows(db, rows({ dpId: DP, listPrice: 100_000, observedAt: NOW - 300 }), {
      now: NOW,
    });
    expect(await current()).toBe(100_000);
    const points = await db.kysely.selectFrom('price_points').select('ts').orderBy('ts').execute();
    expect(points.map((p) => p.ts)).toEqual([NOW - 900, NOW - 600]);
    const pending = await db.kysely
      .selectFrom('price_reports')
      .selectAll()
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });
});
