import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './schema.js';

// int8 (count, bigint ts) arrives as a string by default; our values fit in a double.
pg.types.setTypeParser(20, Number);

/** Where the data lives: a PostgreSQL URL, or a SQLite file. */
export interface DbTarget {
  databaseUrl?: string | undefined;
  sqliteFile?: string | undefined;
}

/** The SQLite file used under a data directory. */
export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'pricetrail.sqlite');
}

// Kysely prepares every query anew; preparing costs more than running our indexed look-ups.
const STATEMENT_CACHE_SIZE = 200;

/** Wraps better-sqlite3 so identical SQL reuses its prepared statement (bounded, oldest out). */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string): SqliteDatabase.Statement => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, key, receiver) {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens SQLite (WAL) or PostgreSQL, whichever the target names. */
export function openDb(target: DbTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (!target.sqliteFile) throw new Error('openDb needs a databaseUrl or a sqliteFile');
  const sqlite = new SqliteDatabase(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}
