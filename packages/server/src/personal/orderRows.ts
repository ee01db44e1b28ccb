import { sql } from 'kysely';
import type { DbHandle } from '../db/schema.js';
import { daysLeft, storeProtection } from './protection.js';
import { PRODUCT_REF_COLUMNS, productRef, type ProductRef } from './productRef.js';

/** A price-protection order as the 价保 page shows it (fen, epoch seconds). */
export interface ProtectOrder extends ProductRef {
  id: number;
  /** What the user paid (到手价). */
  paid_price: number;
  bought_at: number;
  window_days: number;
  /** The first moment outside the window. */
  ends_at: number;
  days_left: number;
  /** The lowest final price inside the window so far; null while the product has no price. */
  lowest_since: number | null;
  /** What the user may claim back: `paid_price - lowest_since`, never below 0. */
  claimable: number;
  current_price: number | null;
  /** Where the store's shoppers claim (the product page when the store has no 价保 page). */
  protect_url: string;
}

// The price in effect at the purchase counts too: the run that started last before it.
const LOWEST_SINCE = sql<number | null>`(select min(pp.final_price) from price_points pp
  where pp.product_id = o.product_id and pp.ts < o.ends_at
  and pp.ts >= coalesce((select max(q.ts) from price_points q
    where q.product_id = o.product_id and q.ts <= o.bought_at), o.bought_at))`;

/** The user's orders joined to their products and prices (one query for a page). */
export function orderRows(db: DbHandle, userId: number) {
  return db.kysely
    .selectFrom('protect_orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('product_summaries as s', 's.product_id', 'o.product_id')
    .select([
      'o.id',
      'o.paid_price',
      'o.bought_at',
      'o.window_days',
      'o.ends_at',
      ...PRODUCT_REF_COLUMNS,
      's.current_final',
      LOWEST_SINCE.as('lowest_since'),
    ])
    .where('o.user_id', '=', userId);
}

/** A row of {@link orderRows}. */
export type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['executeTakeFirstOrThrow']>>;

/** Maps a joined row to the wire order at `now`. */
export function toProtectOrder(row: OrderRow, now: number): ProtectOrder {
  const lowest = row.lowest_since;
  return {
    id: row.id,
    ...productRef(row),
    paid_price: row.paid_price,
    bought_at: row.bought_at,
    window_days: row.window_days,
    ends_at: row.ends_at,
    days_left: daysLeft(row.ends_at, now),
    lowest_since: lowest,
    claimable: lowest === null ? 0 : Math.max(0, row.paid_price - lowest),
    current_price: row.current_final,
    protect_url: storeProtection(row.site_id).url ?? row.canonical_url,
  };
}
