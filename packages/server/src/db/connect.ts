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

/** Counts executions of statements that may write (`readonly` is false), on this connection. */
function countWrites(statement: SqliteDatabase.Statement, onWrite: () => void): void {
  if (statement.readonly) return;
  const { run, all, iterate } = statement;
  statement.run = (...parameters: unknown[]) => {
    onWrite();
    return run.apply(statement, parameters);
  };
  statement.all = (...parameters: unknown[]) => {
    onWrite();
    return all.apply(statement, parameters);
  };
  statement.iterate = (...parameters: unknown[]) => {
    onWrite();
    return iterate.apply(statement, parameters);
  };
}

/**
 * Wraps better-sqlite3 so identical SQL reuses its prepared statement (bounded, oldest out) and
 * every execution of a writing statement is reported to `onWrite`.
 */
function withStatementCache(
  sqlite: SqliteDatabase.Database,
  onWrite: () => void,
): SqliteDatabase.Database {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const prepare = (source: string): SqliteDatabase.Statement => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      countWrites(statement, onWrite);
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
  let writes = 0;
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => writes++) }),
  });
  // data_version moves when another connection commits; our own writes are counted above.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const changeStamp = () => `${writes}:${String(dataVersion.get())}`;
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy(), changeStamp };
}
