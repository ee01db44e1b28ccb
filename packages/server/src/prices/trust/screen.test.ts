import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { freshDb } from '../../testing/dialects.js';
import { importRows } from '../ingest/importer.js';
import { productIdOf } from '../write/catalog.js';
import { reporterFrom } from './reporter.js';
import { screenRound } from './screen.js';

const NOW = 1_763_600_000;
const DP = '100012043978-3';
let db: Db;

beforeAll(async () => {
  db = await freshDb('postgres');
  async function* rows() {
    yield {
      line: 1,
      record: { dpId: DP, title: '华为', listPrice: 500_000, observedAt: NOW - 900 },
    };
  }
  await importRows(db, rows(), { now: NOW });
});
afterAll(() => db.close());

async function lockWaits(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(db.kysely);
  return rows[0]?.n ?? 0;
}

test('on PostgreSQL a report waits for a concurrent one of the same product, then sees it', async () => {
  const productId = (await productIdOf(db, DP)) ?? 0;
  const screen = async (db: Parameters<typeof screenRound>[0], ip: string, at: number) => {
    const point = { productId, ts: at, listPrice: 200_000, finalPrice: 200_000 };
    const [screened] = await screenRound(db, [{ point }], reporterFrom(ip, null), at);
    return screened?.verdict.status;
  };
  let second: Promise<string | undefined> | undefined;
  await inTransaction(db, async (trx) => {
    expect(await screen(trx, '203.0.113.5', NOW)).toBe('pending');
    second = inTransaction(db, (other) => screen(other, '198.51.100.7', NOW + 1));
    await vi.waitFor(async () => expect(await lockWaits()).toBe(1));
  });
  expect(await second).toBe('accepted');
});
