import { CompiledQuery } from 'kysely';
import { DAY_S } from '../calendar.js';
import type { DbHandle } from '../db/schema.js';
import { forDialect } from '../db/statements.js';

/** One product's N-day window to look back over, ending when its new price took effect. */
export interface RecentWindow {
  productId: number;
  days: number;
  /** The new price's start (epoch s); the window is the `days` days before it. */
  at: number;
}

// Windows per query: four parameters each, far below both engines' limits.
const CHUNK = 400;

const TUPLE = '(cast(? as integer), cast(? as integer), cast(? as bigint), cast(? as bigint))';

/**
 * The window's low is the lowest final price in effect at any moment of it: every run that
 * started inside it, and the run already in effect at its start (the last one started by then),
 * as the summary's 30-day low counts them. Both bounds ride the (product_id, ts) key.
 */
const SELECT = `select w.product_id, w.days, (
    select min(p.final_price) from price_points p
    where p.product_id = w.product_id and p.ts < w.until and p.ts >= coalesce(
      (select max(q.ts) from price_points q where q.product_id = w.product_id and q.ts <= w.since),
      w.since)
  ) as low
  from w`;

/** The key {@link recentLows} answers a window under. */
export function windowKey(productId: number, days: number): string {
  return `${productId}:${days}`;
}

/**
 * The lowest price each product had in the N days before its new price (runs written before that
 * price only), for the 近 N 天最低 alerts; one query per 400 windows. A window without any price
 * is absent from the answer.
 */
export async function recentLows(
  db: DbHandle,
  windows: readonly RecentWindow[],
): Promise<Map<string, number>> {
  const lows = new Map<string, number>();
  for (let i = 0; i < windows.length; i += CHUNK) {
    const part = windows.slice(i, i + CHUNK);
    const text = `with w (product_id, days, since, until) as (values ${Array(part.length)
      .fill(TUPLE)
      .join(', ')}) ${SELECT}`;
    const parameters = part.flatMap((w) => [w.productId, w.days, w.at - w.days * DAY_S, w.at]);
    const result = await db.kysely.executeQuery<{
      product_id: number;
      days: number;
      low: number | string | null;
    }>(CompiledQuery.raw(forDialect(text, db.dialect), parameters));
    for (const row of result.rows) {
      if (row.low !== null) lows.set(windowKey(row.product_id, row.days), Number(row.low));
    }
  }
  return lows;
}
