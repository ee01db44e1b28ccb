import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDb } from './connect.js';
import type { Db } from './schema.js';
import { inTransaction } from './transaction.js';

describe('a SQLite transaction', () => {
  let file: string;
  let db: Db;

  beforeEach(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'pricetrail-trx-')), 'trx.sqlite');
    db = openDb({ sqliteFile: file });
    await sql`create table trx_probe (n integer)`.execute(db.kysely);
  });

  afterEach(() => db.close());

  test('holds the write lock from its start, so its write after a read never meets a newer commit', async () => {
    // Another process (`pricetrail import` beside the server) that does not wait for the lock.
    const outside = new SqliteDatabase(file, { timeout: 0 });
    try {
      await inTransaction(db, async (trx) => {
        await sql`select count(*) from trx_probe`.execute(trx.kysely);
        expect(() => outside.prepare('insert into trx_probe values (2)').run()).toThrow(
          /database is locked/,
        );
        await sql`insert into trx_probe values (1)`.execute(trx.kysely);
      });
    } finally {
      outside.close();
    }
    const rows = await sql<{ n: number }>`select n from trx_probe`.execute(db.kysely);
    expect(rows.rows).toEqual([{ n: 1 }]);
  });
});
