import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshTarget } from '../testing/dialects.js';
import { openDb } from './connect.js';
import { migrateToLatest } from './migrate.js';
import type { Db } from './schema.js';
import { preparedName, statement } from './statements.js';

const countProducts = statement<{ n: number }>('select count(*) as n from products where id > ?');

describe('fixed statements on PostgreSQL', () => {
  let db: Db;

  beforeAll(async () => {
    db = openDb(await freshTarget('postgres'));
    await migrateToLatest(db);
  });

  afterAll(() => db.close());

  test('run as named prepared statements, parsed once per connection', async () => {
    const name = preparedName('select count(*) as n from products where id > $1');
    expect(name).toMatch(/^pricetrail_\d+$/);
    // One transaction keeps one connection, whose prepared statements the view lists.
    const prepared = await db.kysely.transaction().execute(async (trx) => {
      const handle = { kysely: trx, dialect: db.dialect };
      expect(await countProducts(handle, [0])).toEqual([{ n: 0 }]);
      expect(await countProducts(handle, [5])).toEqual([{ n: 0 }]);
      const { rows } = await sql<{ name: string; calls: number }>`
        select name, generic_plans + custom_plans as calls
        from pg_prepared_statements`.execute(trx);
      return rows;
    });
    expect(prepared).toContainEqual({ name, calls: 2 });
  });

  test('other SQL is sent as it is', () => {
    expect(preparedName('select 1')).toBeUndefined();
  });
});
