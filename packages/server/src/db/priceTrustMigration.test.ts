import { Migrator, sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { DIALECTS, freshTarget } from '../testing/dialects.js';
import { openDb } from './connect.js';
import { migrationProvider } from './migrations/index.js';

const NOW = 1_763_600_000;

describe.each(DIALECTS)('0005_price_trust on %s', (dialect) => {
  test('products with old pending points are queued for verification, once each', async () => {
    const db = openDb(await freshTarget(dialect));
    try {
      const migrator = new Migrator({ db: db.kysely, provider: migrationProvider(dialect) });
      const { error } = await migrator.migrateTo('0004_qr');
      expect(error).toBeUndefined();
      await sql`insert into products (dp_id, site_id, item_id, title, canonical_url, source,
        created_at) values ('1-3', 3, '1', 'a', 'u', 'import', ${NOW}),
        ('2-3', 3, '2', 'b', 'u', 'import', ${NOW})`.execute(db.kysely);
      await sql`insert into pending_points (product_id, client, ts, list_price, final_price,
        created_at) values (1, 'fp:x', ${NOW}, 1, 1, ${NOW}), (1, 'client:y', ${NOW}, 1, 1,
        ${NOW + 5}), (2, 'ip:z', ${NOW}, 5, 5, ${NOW + 9})`.execute(db.kysely);
      const upgrade = await migrator.migrateTo('0005_price_trust');
      expect(upgrade.error).toBeUndefined();
      expect(upgrade.results?.map((r) => r.migrationName)).toEqual(['0005_price_trust']);
      const queued = await db.kysely
        .selectFrom('verification_requests')
        .select(['product_id', 'reason', 'requested_at', 'done_at'])
        .orderBy('product_id')
        .execute();
      expect(queued).toEqual([
        { product_id: 1, reason: 'disputed_price', requested_at: NOW, done_at: null },
        { product_id: 2, reason: 'disputed_price', requested_at: NOW + 9, done_at: null },
      ]);
      await expect(sql`select 1 from pending_points`.execute(db.kysely)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});
