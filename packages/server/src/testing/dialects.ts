import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { PRICES_CHANGED } from '../db/changeFeed.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db, Dialect } from '../db/schema.js';

/** Both engines every storage suite runs on. */
export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

/** Where a fresh test database lives: a SQLite file, or a PostgreSQL URL. */
export interface TestTarget {
  databaseUrl?: string;
  sqliteFile?: string;
}

/** Makes a fresh empty database (a temp SQLite file, or CREATE DATABASE t_<random>). */
export async function freshTarget(dialect: Dialect): Promise<TestTarget> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'pricetrail-db-'));
    return { sqliteFile: join(dir, 'test.sqlite') };
  }
  const admin = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}

/** A fresh, migrated database of the dialect. */
export async function freshDb(dialect: Dialect): Promise<Db> {
  const db = openDb(await freshTarget(dialect));
  await migrateToLatest(db);
  return db;
}

/**
 * Resolves once `db`'s change feed hears of a price change (another instance's write reaches
 * PostgreSQL caches this way); at once where there is no feed (SQLite sees writes on the file).
 */
export function nextPriceChange(db: Db): Promise<void> {
  const feed = db.changeFeed;
  if (!feed) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = feed.subscribe((payload) => {
      if (payload !== PRICES_CHANGED) return;
      stop();
      resolve();
    });
  });
}
