import { sql } from 'kysely';
import { shanghaiDay } from '../../calendar.js';
import type { DbHandle } from '../../db/schema.js';

/**
 * Counts `views` views of a product's page on `now`'s Shanghai day (热门榜): only the product, the
 * day and the count are kept, never who viewed it. An unknown dp id counts nothing.
 */
export async function countProductView(
  db: DbHandle,
  dpId: string,
  now: number,
  views = 1,
): Promise<void> {
  await db.kysely
    .insertInto('product_view_days')
    .columns(['product_id', 'day', 'count'])
    .expression((eb) =>
      eb
        .selectFrom('products')
        .select((s) => ['id', s.val(shanghaiDay(now)).as('day'), s.val(views).as('count')])
        .where('dp_id', '=', dpId),
    )
    .onConflict((c) =>
      c
        .columns(['product_id', 'day'])
        .doUpdateSet({ count: sql<number>`product_view_days.count + ${views}` }),
    )
    .execute();
}

/** Forgets the view counts of days before the `days` ending with `day`. */
export async function dropOldViews(db: DbHandle, day: number, days: number): Promise<void> {
  await db.kysely
    .deleteFrom('product_view_days')
    .where('day', '<=', day - days)
    .execute();
}
