// Entry point of `pnpm bench:alerts` (see bench/alerts/run.mjs): how long a price write on a
// product watched by 10,000 users takes to evaluate and queue its alerts, and how much of its
// throughput a 200,000-row import keeps with 100,000 watch-list entries present. Both engines
// (PostgreSQL when its binaries are installed), each against a baseline from the same run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db, Dialect } from '../db/schema.js';
import { bulkInsert } from '../db/statements.js';
import type { ImportRow } from '../prices/write/importReader.js';
import { importRows } from '../prices/ingest/importer.js';
import { startThrowawayPostgres } from '../throwaway/postgres.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const WATCHERS = 10_000;
const IMPORT_ROWS = 200_000;
const IMPORT_PRODUCTS = 20_000;
const WATCH_ENTRIES = 100_000;
const NOW = Math.floor(Date.now() / 1000);
const DAY = 86_400;

async function freshDb(dialect: Dialect, postgresUrl: string | undefined, name: string) {
  if (dialect === 'sqlite') {
    const db = openDb({
      sqliteFile: join(mkdtempSync(join(tmpdir(), 'pricetrail-alerts-')), `${name}.sqlite`),
    });
    await migrateToLatest(db);
    return db;
  }
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl ?? '');
  url.pathname = `/${name}`;
  const db = openDb({ databaseUrl: url.toString() });
  await migrateToLatest(db);
  return db;
}

/** `count` users, ids 1…count. */
async function addUsers(db: Db, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    phone: `1${String(3_000_000_000 + i)}`,
    nickname: `用户${i}`,
    created_at: NOW,
  }));
  await bulkInsert(db, 'users', ['phone', 'nickname', 'created_at'], rows);
}

/** Import rows: `products` products, `perProduct` prices each, a day apart, moving up and down. */
function priceRows(products: number, perProduct: number, start: number): ImportRow[] {
  const rows: ImportRow[] = [];
  for (let day = 0; day < perProduct; day++) {
    for (let p = 0; p < products; p++) {
      const price = 10_000 + ((p * 37 + day * 53) % 11) * 100;
      rows.push({
        line: rows.length + 1,
        record: {
          dpId: `${5_000_000 + p}-3`,
          title: `压测商品 ${p}`,
          url: `https://item.jd.com/${5_000_000 + p}.html`,
          listPrice: price,
          finalPrice: price,
          observedAt: start + day * DAY + p,
        },
      });
    }
  }
  return rows;
}

async function watchEveryone(
  db: Db,
  productIds: readonly number[],
  users: number,
  perProduct: number,
) {
  const rows = [];
  for (let i = 0; i < productIds.length * perProduct; i++) {
    rows.push({
      user_id: (i % users) + 1,
      product_id: productIds[i % productIds.length],
      saved_price: 10_500,
      alert_kind: 'drop',
      created_at: NOW,
      updated_at: NOW,
    });
  }
  const columns = [
    'user_id',
    'product_id',
    'saved_price',
    'alert_kind',
    'created_at',
    'updated_at',
  ];
  await bulkInsert(db, 'watch_items', columns, rows);
}

async function productIds(db: Db): Promise<number[]> {
  const rows = await db.kysely.selectFrom('products').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

async function countEvents(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('alert_events')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One price write on a product 10,000 users watch: the time to evaluate and queue. */
async function fanOut(dialect: Dialect, postgresUrl: string | undefined) {
  const db = await freshDb(dialect, postgresUrl, 'alerts_fanout');
  await importRows(db, priceRows(1, 1, NOW - 2 * DAY), { now: NOW - 2 * DAY });
  await addUsers(db, WATCHERS);
  await watchEveryone(db, await productIds(db), WATCHERS, WATCHERS);
  const drop = priceRows(1, 1, NOW).map((row) => ({
    ...row,
    record: { ...row.record, listPrice: 9_000, finalPrice: 9_000 },
  }));
  const start = performance.now();
  await importRows(db, drop, { now: NOW });
  const ms = performance.now() - start;
  const queued = await countEvents(db);
  await db.close();
  print(
    `${dialect}: a price write on a product watched by ${WATCHERS} users: ${ms.toFixed(0)} ms, ${queued} alerts queued (goal < 1000 ms)`,
  );
}

/** Rows per second of a 200,000-row import, with and without 100,000 watch entries. */
async function importThroughput(dialect: Dialect, postgresUrl: string | undefined) {
  const perProduct = IMPORT_ROWS / IMPORT_PRODUCTS;
  const rate = async (name: string, watched: boolean) => {
    const db = await freshDb(dialect, postgresUrl, name);
    // The products exist first (one price each), as in a catalogue that is being tracked.
    await importRows(db, priceRows(IMPORT_PRODUCTS, 1, NOW - 30 * DAY), { now: NOW - 30 * DAY });
    if (watched) {
      await addUsers(db, WATCH_ENTRIES / 5);
      await watchEveryone(db, await productIds(db), WATCH_ENTRIES / 5, 5);
    }
    const rows = priceRows(IMPORT_PRODUCTS, perProduct, NOW - 20 * DAY);
    const start = performance.now();
    const result = await importRows(db, rows, { now: NOW });
    const seconds = (performance.now() - start) / 1000;
    const queued = await countEvents(db);
    await db.close();
    return { perSecond: result.rows / seconds, queued };
  };
  const bare = await rate('alerts_import_bare', false);
  const watched = await rate('alerts_import_watched', true);
  const kept = (100 * watched.perSecond) / bare.perSecond;
  print(
    `${dialect}: ${IMPORT_ROWS} import rows: ${bare.perSecond.toFixed(0)} rows/s without watchers, ${watched.perSecond.toFixed(0)} rows/s with ${WATCH_ENTRIES} watch entries (${watched.queued} alerts queued): ${kept.toFixed(0)}% kept (goal ≥ 80%)`,
  );
}

await fanOut('sqlite', undefined);
await importThroughput('sqlite', undefined);
let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
try {
  cluster = await startThrowawayPostgres();
} catch (error) {
  print(`postgres: skipped (${(error as Error).message})`);
}
if (cluster) {
  try {
    await fanOut('postgres', cluster.url);
    await importThroughput('postgres', cluster.url);
  } finally {
    cluster.stop();
  }
}
