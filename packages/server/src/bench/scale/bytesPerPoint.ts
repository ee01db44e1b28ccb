import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Db } from '../../db/schema.js';
import { seedDemo } from '../../prices/write/demoSeed.js';
import { startThrowawayPostgres } from '../../throwaway/postgres.js';

// Demo products seeded on each engine (BYTES_PRODUCTS): their runs are the sample of points.
const PRODUCTS = Number(process.env.BYTES_PRODUCTS ?? 5_000);

/** Bytes the price runs take (rows and primary key) and everything else per product. */
interface Sizes {
  engine: string;
  products: number;
  runs: number;
  runTable: number;
  runIndex: number;
  /** Every other table and index (products, summaries, search index, …). */
  rest: number;
}

async function counts(db: Db): Promise<{ products: number; runs: number }> {
  const products = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const runs = await db.kysely
    .selectFrom('price_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { products: Number(products.n), runs: Number(runs.n) };
}

async function seeded(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemo(db, { now: Math.floor(Date.now() / 1000), products: PRODUCTS });
}

/** SQLite: page bytes per table and index from the dbstat virtual table, after VACUUM. */
async function sqliteSizes(): Promise<Sizes> {
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bytes-'));
  const file = join(dir, 'bytes.sqlite');
  const db = openDb({ sqliteFile: file });
  await seeded(db);
  const { products, runs } = await counts(db);
  await db.close();
  const sqlite = new SqliteDatabase(file);
  sqlite.exec('vacuum');
  const pages = sqlite
    .prepare('select name, sum(pgsize) as bytes from dbstat group by name')
    .all() as { name: string; bytes: number }[];
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  const total = pages.reduce((sum, page) => sum + page.bytes, 0);
  // WITHOUT ROWID: the table is its primary key's b-tree, rows and key in one.
  const runTable = pages.find((page) => page.name === 'price_points')?.bytes ?? 0;
  return { engine: 'SQLite', products, runs, runTable, runIndex: 0, rest: total - runTable };
}

/** PostgreSQL: heap (with TOAST) and index bytes over every partition, after VACUUM. */
async function postgresSizes(): Promise<Sizes> {
  const cluster = await startThrowawayPostgres();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database bytes');
    await admin.end();
    const url = new URL(cluster.url);
    url.pathname = '/bytes';
    const db = openDb({ databaseUrl: url.toString() });
    await seeded(db);
    const { products, runs } = await counts(db);
    await sql`vacuum analyze`.execute(db.kysely);
    const partitions = await sql<{ heap: number; index: number }>`
      select sum(pg_table_size(relid))::bigint as heap, sum(pg_indexes_size(relid))::bigint as index
      from pg_partition_tree('price_points')`.execute(db.kysely);
    const all = await sql<{ bytes: number }>`
      select sum(pg_total_relation_size(c.oid))::bigint as bytes
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'm')`.execute(db.kysely);
    await db.close();
    const heap = Number(partitions.rows[0]?.heap ?? 0);
    const index = Number(partitions.rows[0]?.index ?? 0);
    const rest = Number(all.rows[0]?.bytes ?? 0) - heap - index;
    return { engine: 'PostgreSQL', products, runs, runTable: heap, runIndex: index, rest };
  } finally {
    cluster.stop();
  }
}

function line(s: Sizes): string {
  const perRun = (s.runTable + s.runIndex) / s.runs;
  return (
    `${s.engine.padEnd(10)} ${s.products} products, ${s.runs} price runs: ` +
    `${perRun.toFixed(1)} B per run (${(s.runTable / s.runs).toFixed(1)} rows + ${(s.runIndex / s.runs).toFixed(1)} index), ` +
    `${(s.rest / s.products).toFixed(0)} B per product for everything else`
  );
}

/**
 * `node bench/scale/bytesPerPoint.mjs`: seeds the demo catalogue into SQLite and PostgreSQL and
 * prints what one stored price run and one product cost on disk on each (docs/scale.md).
 */
async function main(): Promise<void> {
  const results = [await sqliteSizes(), await postgresSizes()];
  process.stdout.write(`${results.map(line).join('\n')}\n`);
}

await main();
