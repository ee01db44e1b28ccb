import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { bulkInsert } from '../db/statements.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../throwaway/postgres.js';

// What the bench reads; everything else (sites) the migrations provide.
const TABLES = ['categories', 'products', 'price_points', 'product_summaries'] as const;
const CHUNK = 5_000;

/** A PostgreSQL copy of a bench database, and how to remove it. */
export interface PostgresBench {
  db: Db;
  /** Where it runs, as printed. */
  where: string;
  drop(): Promise<void>;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Copies every row of the bench tables from the SQLite file into a migrated PostgreSQL database. */
async function copyTables(source: string, db: Db): Promise<void> {
  const sqlite = new SqliteDatabase(source, { readonly: true });
  try {
    for (const table of TABLES) {
      let rows: object[] = [];
      for (const row of sqlite.prepare(`select * from ${table}`).iterate() as Iterable<object>) {
        rows.push(row);
        if (rows.length < CHUNK) continue;
        await bulkInsert(db, table, Object.keys(rows[0] ?? {}), rows);
        rows = [];
      }
      if (rows.length > 0) await bulkInsert(db, table, Object.keys(rows[0] ?? {}), rows);
    }
  } finally {
    sqlite.close();
  }
  await sql`select setval(pg_get_serial_sequence('products', 'id'), max(id)) from products`.execute(
    db.kysely,
  );
  // Settled before measuring: autovacuum would otherwise scan the fresh rows during the runs.
  await sql`vacuum analyze`.execute(db.kysely);
  await sql`checkpoint`.execute(db.kysely);
}

/**
 * The bench database `source` copied into PostgreSQL: the server at BENCH_POSTGRES_URL (an admin
 * URL), else a throwaway cluster as the tests start; a reason instead when neither is at hand.
 */
export async function postgresBench(source: string): Promise<PostgresBench | string> {
  let cluster: ThrowawayPostgres | undefined;
  let adminUrl = process.env.BENCH_POSTGRES_URL;
  if (!adminUrl) {
    try {
      cluster = await startThrowawayPostgres();
      adminUrl = cluster.url;
    } catch (error) {
      return `PostgreSQL not measured: ${String(error).split('\n')[0]}`;
    }
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDb({ databaseUrl: url.toString() });
  await migrateToLatest(db);
  await copyTables(source, db);
  return {
    db,
    where: cluster
      ? 'a throwaway local cluster (fsync off, as in the tests)'
      : `the server at BENCH_POSTGRES_URL`,
    async drop() {
      if (cluster) return cluster.stop();
      await admin(adminUrl, `drop database ${name}`);
    },
  };
}
