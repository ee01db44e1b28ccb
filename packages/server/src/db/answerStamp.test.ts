import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDb } from './connect.js';
import type { Db } from './schema.js';

describe('the SQLite answer stamp', () => {
  let file: string;
  let db: Db;
  let other: Db;

  beforeEach(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'pricetrail-stamp-')), 'stamp.sqlite');
    db = openDb({ sqliteFile: file });
    await sql`create table stamp_probe (n integer)`.execute(db.kysely);
    other = openDb({ sqliteFile: file });
  });

  afterEach(async () => {
    await other.close();
    await db.close();
  });

  const write = (on: Db) => sql`insert into stamp_probe values (1)`.execute(on.kysely);

  test('moves at once with a write through any connection of this process', async () => {
    const before = db.answerStamp?.();
    await write(other);
    expect(db.answerStamp?.()).not.toBe(before);
    const mid = db.answerStamp?.();
    await write(db);
    expect(db.answerStamp?.()).not.toBe(mid);
  });

  test("sees another process's commit from the next turn of the event loop", async () => {
    const before = db.answerStamp?.();
    // A connection of its own, as `pricetrail import` in another process would hold.
    const outside = new SqliteDatabase(file);
    outside.prepare('insert into stamp_probe values (1)').run();
    outside.close();
    expect(db.answerStamp?.()).toBe(before);
    await nextTurn();
    expect(db.answerStamp?.()).not.toBe(before);
  });

  test('the change stamp the importer trusts sees that commit at once', async () => {
    const before = db.changeStamp?.();
    const outside = new SqliteDatabase(file);
    outside.prepare('insert into stamp_probe values (1)').run();
    outside.close();
    expect(db.changeStamp?.()).not.toBe(before);
  });
});
