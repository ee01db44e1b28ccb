import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { ensureProduct } from '../write/catalog.js';
import { publish } from './publish.js';

const T0 = 1_750_000_000;

describe.each(DIALECTS)('run-length price points on %s', (dialect) => {
  let db: Db;
  let productId: number;

  beforeAll(async () => {
    db = await freshDb(dialect);
    productId = await ensureProduct(
      db,
      {
        dpId: '100012043978-3',
        siteId: 3,
        itemId: '100012043978',
        title: '华为 Mate 60 Pro 手机',
        canonicalUrl: 'https://item.jd.com/100012043978.html',
        source: 'test',
      },
      T0,
    );
  });
  afterAll(() => db.close());

  async function points() {
    return db.kysely
      .selectFrom('price_points')
      .select(['ts', 'last_seen', 'final_price'])
      .where('product_id', '=', productId)
      .orderBy('ts')
      .execute();
  }

  test('unchanged prices extend the run, changes start one, repeats are no-ops', async () => {
    const obs = (ts: number, finalPrice: number) => ({
      productId,
      ts,
      listPrice: 699_900,
      finalPrice,
    });
    await publish(db, [obs(T0, 599_900), obs(T0 + 60, 599_900)], 'test', T0);
    await publish(db, [obs(T0 + 120, 549_900)], 'test', T0 + 120);
    await publish(db, [obs(T0 + 120, 549_900)], 'test', T0 + 120);
    await publish(db, [obs(T0 + 90, 599_900)], 'test', T0 + 120);
    expect(await points()).toEqual([
      { ts: T0, last_seen: T0 + 90, final_price: 599_900 },
      { ts: T0 + 120, last_seen: T0 + 120, final_price: 549_900 },
    ]);
    const summary = await db.kysely
      .selectFrom('product_summaries')
      .selectAll()
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(summary).toMatchObject({
      current_final: 549_900,
      lowest_price: 549_900,
      highest_price: 599_900,
      trend: -2,
      point_count: 2,
    });
  });
});
