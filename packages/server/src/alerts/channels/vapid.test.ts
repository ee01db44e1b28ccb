import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { openDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshTarget, type TestTarget } from '../../testing/dialects.js';
import { vapidKeys } from './vapid.js';

const SUBJECT = 'mailto:alerts@pricetrail.test';

describe.each(DIALECTS)('VAPID keys on %s', (dialect) => {
  const opened: Db[] = [];
  let target: TestTarget;

  /** Another server instance on the same database. */
  function instance(): Db {
    const db = openDb(target);
    opened.push(db);
    return db;
  }

  beforeEach(async () => {
    target = await freshTarget(dialect);
    await migrateToLatest(instance());
  });
  afterAll(() => Promise.all(opened.map((db) => db.close())));

  test('the first call makes a P-256 pair and later calls return the same', async () => {
    const db = instance();
    const first = await vapidKeys(db, SUBJECT);
    expect(first.subject).toBe(SUBJECT);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(await vapidKeys(db, 'https://pricetrail.test')).toEqual({
      ...first,
      subject: 'https://pricetrail.test',
    });
  });

  test('instances starting together agree on one pair', async () => {
    const pairs = await Promise.all(
      [instance(), instance(), instance()].map((db) => vapidKeys(db, SUBJECT)),
    );
    expect(new Set(pairs.map((pair) => pair.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.privateKey)).size).toBe(1);
    const rows = await instance().kysely.selectFrom('server_secrets').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  test('a subject push services would refuse is refused before any key is made', async () => {
    const db = instance();
    await expect(vapidKeys(db, 'http://127.0.0.1:8080')).rejects.toThrow(
      'VAPID 联系方式须为 mailto: 邮箱或 https:// 网址',
    );
    expect(await db.kysely.selectFrom('server_secrets').selectAll().execute()).toEqual([]);
  });
});
