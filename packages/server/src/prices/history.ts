import type { Db } from '../db/schema.js';
import { downsampleMinMax, type SeriesPoint } from './downsample.js';
import type { ProductWithSummary } from './lookup.js';
import { statement } from './statements.js';

/** History ranges the API accepts, in days (`all` = everything). */
export const HISTORY_RANGES = { '30d': 30, '90d': 90, '180d': 180, '1y': 365, all: null } as const;

/** One accepted range name. */
export type HistoryRange = keyof typeof HISTORY_RANGES;

/** Most points per line the history answer carries. */
export const MAX_HISTORY_POINTS = 1000;

/** The history answer. */
export interface HistoryView extends ProductWithSummary {
  range: HistoryRange;
  listPrice: SeriesPoint[];
  finalPrice: SeriesPoint[];
  promotions: { ts: number; promo: string | null; coupon: string | null }[];
}

interface RunRow {
  ts: number;
  last_seen: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
}

// The run in effect when the range starts, then every run that starts inside it.
const runsFrom = statement<RunRow>(
  `select ts, last_seen, list_price, final_price, promo, coupon from price_points
   where product_id = ? and ts >= coalesce(
     (select max(ts) from price_points where product_id = ? and ts < ?), ?)
   order by ts`,
);

/** The history lines of a product over a range, reduced to at most 1,000 points per line. */
export async function productHistory(
  db: Db,
  productId: number,
  range: HistoryRange,
  now: number,
): Promise<Omit<HistoryView, 'product' | 'summary' | 'range'>> {
  const days = HISTORY_RANGES[range];
  const from = days === null ? 0 : now - days * 86_400;
  const runs = await runsFrom(db.dialect)(db.kysely, [productId, productId, from, from]);
  const list: SeriesPoint[] = [];
  const final: SeriesPoint[] = [];
  const promotions: HistoryView['promotions'] = [];
  for (const r of runs) {
    const ts = Math.max(r.ts, from);
    list.push([ts, r.list_price]);
    final.push([ts, r.final_price]);
    if (r.promo !== null || r.coupon !== null) {
      promotions.push({ ts, promo: r.promo, coupon: r.coupon });
    }
  }
  const last = runs[runs.length - 1];
  if (last && last.last_seen > last.ts) {
    list.push([last.last_seen, last.list_price]);
    final.push([last.last_seen, last.final_price]);
  }
  return {
    listPrice: downsampleMinMax(list, MAX_HISTORY_POINTS),
    finalPrice: downsampleMinMax(final, MAX_HISTORY_POINTS),
    promotions: promotions.slice(-MAX_HISTORY_POINTS),
  };
}
