import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { ChangeFeed } from './changeFeed.js';
import type { Database, Db } from './schema.js';
import { preparedName } from './statements.js';

// int8 (count, bigint ts) arrives as a string by default; our values fit in a double.
pg.types.setTypeParser(20, Number);

/** Where the data lives: a PostgreSQL URL, or a SQLite file. */
export interface DbTarget {
  databaseUrl?: string | undefined;
  /** Where the change feed LISTENs (PostgreSQL); default `databaseUrl`. */
  listenUrl?: string | undefined;
  sqliteFile?: string | undefined;
}

/** The SQLite file used under a data directory. */
export function sqliteFileIn(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  return join(dataDir, 'pricetrail.sqlite');
}

// Writes through every SQLite connection this process opened (tests open several on one file).
let sqliteWritesInProcess = 0;

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

// Statements that cannot write; everything else (commit included) may have changed data.
const READ_ONLY = /^\s*select\b/i;

/** Reports every completed statement on `connection` that may have written to `onWrite`. */
async function countPostgresWrites(
  connection: DatabaseConnection,
  onWrite: () => void,
): Promise<void> {
  const execute = connection.executeQuery.bind(connection);
  connection.executeQuery = async <R>(query: CompiledQuery) => {
    const result = await execute<R>(query);
    // Counted once done: a reader that saw the old count re-reads after it moves.
    if (!READ_ONLY.test(query.sql)) onWrite();
    return result;
  };
}

/**
 * Sends the fixed statements (`statement()`) by name on this pooled client, so PostgreSQL parses
 * each once per connection and, after a few runs, keeps one plan instead of planning every call.
 */
function prepareFixedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === 'string' ? preparedName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

/**
 * PostgreSQL: a pool of 10, and the change feed the server starts (on `listenUrl`: LISTEN needs a
 * session of its own, which a transaction-pooling PgBouncer does not keep). The answer stamp moves
 * with this process's writes and with every notification, and is absent while not listening.
 */
function openPostgres(databaseUrl: string, listenUrl: string): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('connect', prepareFixedStatements);
  let writes = 0;
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      onCreateConnection: (connection) => countPostgresWrites(connection, () => writes++),
    }),
  });
  const changeFeed = new ChangeFeed(listenUrl);
  const answerStamp = () => {
    const generation = changeFeed.generation;
    return generation === undefined ? undefined : `${writes}:${generation}`;
  };
  const close = async () => {
    await changeFeed.close();
    await kysely.destroy();
  };
  return { kysely, dialect: 'postgres', close, answerStamp, changeFeed };
}

/**
 * SQLite's driver with transactions that take the write lock as they begin. A deferred
 * transaction that reads and then writes fails at once with SQLITE_BUSY_SNAPSHOT, which no busy
 * timeout waits out, when another connection (the CLI beside the server) committed in between.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect on `ImmediateSqliteDriver`. */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** Opens SQLite (WAL) or PostgreSQL, whichever the target names. */
export function openDb(target: DbTarget): Db {
  if (target.databaseUrl) {
    return openPostgres(target.databaseUrl, target.listenUrl ?? target.databaseUrl);
  }
  if (!target.sqliteFile) throw new Error('openDb needs a databaseUrl or a sqliteFile');
  const sqlite = new SqliteDatabase(target.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  let writes = 0;
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withStatementCache(sqlite, () => {
        writes++;
        sqliteWritesInProcess++;
      }),
    }),
  });
  // data_version moves when another connection commits; our own writes are counted above.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const changeStamp = () => `${writes}:${String(dataVersion.get())}`;
  // Reading data_version opens a read transaction (file locks): cached answers ask it once per
  // turn of the event loop, so requests served together share one look. Writes from any
  // connection of this process still move the stamp at once; another process's commit is seen
  // from the next turn on, as PostgreSQL's instances see a commit when its notification arrives.
  let versionThisTurn: unknown;
  const answerStamp = () => {
    if (versionThisTurn === undefined) {
      versionThisTurn = dataVersion.get();
      setImmediate(() => (versionThisTurn = undefined));
    }
    return `${sqliteWritesInProcess}:${String(versionThisTurn)}`;
  };
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy(), changeStamp, answerStamp };
}
