import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openMigrated } from '../commands/data.js';
import { loadConfig } from '../config.js';
import { freshTarget } from '../testing/dialects.js';
import { PRICES_CHANGED } from './changeFeed.js';
import type { Db } from './schema.js';

// Behind a transaction-pooling PgBouncer, DATABASE_URL is the pooler and DATABASE_DIRECT_URL goes
// straight to PostgreSQL: here the two routes differ by the role they log in as. The pooled role
// may not create tables (PostgreSQL 15 gives only the owner CREATE on schema public).
describe('DATABASE_DIRECT_URL beside a pooled DATABASE_URL', () => {
  let db: Db;
  let direct: string;
  let pooledRole: string;

  async function admin<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: direct });
    await client.connect();
    try {
      return (await client.query<R>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    direct = (await freshTarget('postgres')).databaseUrl ?? '';
    pooledRole = `pooled_${randomBytes(4).toString('hex')}`;
    await admin(`create role ${pooledRole} login`);
    const pooled = new URL(direct);
    pooled.username = pooledRole;
    const config = loadConfig({ DATABASE_URL: pooled.toString(), DATABASE_DIRECT_URL: direct });
    db = await openMigrated(config);
    await db.changeFeed?.start(() => undefined);
  });
  afterAll(() => db.close());

  test('the migrations run over the direct URL (the pooled role could not create a table)', async () => {
    const migrated = await admin<{ name: string }>('select name from kysely_migration');
    expect(migrated.length).toBeGreaterThan(0);
    const owners = await admin<{ owner: string }>(
      "select distinct tableowner as owner from pg_tables where schemaname = 'public'",
    );
    expect(owners).toEqual([{ owner: 'postgres' }]);
  });

  test('the change feed listens on the direct URL and hears writes made through the pool', async () => {
    const feed = db.changeFeed;
    if (!feed) throw new Error('no change feed on PostgreSQL');
    const rows = await admin<{ usename: string }>(
      'select usename from pg_stat_activity where pid = $1',
      [feed.backendPid],
    );
    expect(rows).toEqual([{ usename: 'postgres' }]);
    const heard = new Promise<string>((resolve) => feed.subscribe(resolve));
    await feed.notify(db.kysely, PRICES_CHANGED);
    expect(await heard).toBe(PRICES_CHANGED);
  });
});
