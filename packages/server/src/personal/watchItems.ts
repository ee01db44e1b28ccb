import type { DbHandle } from '../db/schema.js';
import { PRODUCT_REF_COLUMNS, productRef, type ProductRef } from './productRef.js';

/** A watched product as the collection page shows it (fen, epoch seconds). */
export interface WatchItem extends ProductRef {
  id: number;
  /** The final price when saved; null when the product had no price then. */
  saved_price: number | null;
  /** The current final price; null while the product has no price. */
  current_price: number | null;
  lowest_price: number | null;
  lowest_at: number | null;
  /** `saved_price - current_price`: positive when it is cheaper now. */
  drop_amount: number | null;
  /** The drop as a percentage of the saved price, one decimal. */
  drop_percent: number | null;
  target_price: number | null;
  group: string | null;
  /** The alert condition: drop | target | percent | lowest | rise | lowest_days | off. */
  alert: string;
  /** The drop in % a 'percent' alert waits for. */
  alert_percent: number | null;
  /** The N of a 'lowest_days' alert (近 N 天最低). */
  alert_days: number | null;
  /** At most one alert per this many hours; null = no limit. */
  alert_interval_hours: number | null;
  /** The condition is judged on the same goods' cheapest listing in every store. */
  all_stores: boolean;
  /** How many listings of the same goods other stores have (0: none found). */
  other_stores: number;
  created_at: number;
}

/** The user's watch items joined to their products and summaries (one query, no N+1). */
export function watchRows(db: DbHandle, userId: number) {
  return db.kysely
    .selectFrom('watch_items as w')
    .innerJoin('products as p', 'p.id', 'w.product_id')
    .leftJoin('product_summaries as s', 's.product_id', 'w.product_id')
    .select([
      'w.id',
      'w.saved_price',
      'w.target_price',
      'w.group_name',
      'w.alert_kind',
      'w.alert_percent',
      'w.alert_days',
      'w.alert_interval_hours',
      'w.all_stores',
      'w.created_at',
      ...PRODUCT_REF_COLUMNS,
      (eb) =>
        eb
          .selectFrom('products as c')
          .select((count) => count.fn.countAll<number | string>().as('n'))
          .whereRef('c.cluster_key', '=', 'p.cluster_key')
          .whereRef('c.id', '<>', 'p.id')
          .as('other_stores'),
      's.current_final',
      's.lowest_price',
      's.lowest_ts',
    ])
    .where('w.user_id', '=', userId);
}

/** A row of {@link watchRows}. */
export type WatchRow = Awaited<ReturnType<ReturnType<typeof watchRows>['executeTakeFirstOrThrow']>>;

/** Maps a joined row to the wire item. */
export function toWatchItem(row: WatchRow): WatchItem {
  const saved = row.saved_price;
  const current = row.current_final;
  const drop = saved !== null && current !== null ? saved - current : null;
  return {
    id: row.id,
    ...productRef(row),
    saved_price: saved,
    current_price: current,
    lowest_price: row.lowest_price,
    lowest_at: row.lowest_ts,
    drop_amount: drop,
    drop_percent: drop !== null && saved ? Math.round((drop * 1000) / saved) / 10 : null,
    target_price: row.target_price,
    group: row.group_name,
    alert: row.alert_kind,
    alert_percent: row.alert_percent,
    alert_days: row.alert_days,
    alert_interval_hours: row.alert_interval_hours,
    all_stores: row.all_stores === 1,
    other_stores: Number(row.other_stores ?? 0),
    created_at: row.created_at,
  };
}

/** One of the user's items by id, as the wire shows it; undefined when not theirs. */
export async function watchItemById(
  db: DbHandle,
  userId: number,
  id: number,
): Promise<WatchItem | undefined> {
  const row = await watchRows(db, userId).where('w.id', '=', id).executeTakeFirst();
  return row && toWatchItem(row);
}

/** The user's item of one product, as the wire shows it; undefined when they do not watch it. */
export async function watchItemOfProduct(
  db: DbHandle,
  userId: number,
  dpId: string,
): Promise<WatchItem | undefined> {
  const row = await watchRows(db, userId).where('p.dp_id', '=', dpId).executeTakeFirst();
  return row && toWatchItem(row);
}
