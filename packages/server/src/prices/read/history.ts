import { understoodPromotion } from '@pricetrail/core';
import type { Db } from '../../db/schema.js';
import { downsampleMinMax, type SeriesPoint } from './downsample.js';
import {
  findProductRow,
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  type ProductSummaryRow,
  type ProductWithSummary,
} from './lookup.js';
import { statement } from '../../db/statements.js';
import {
  outOfStockSpans,
  presaleSpans,
  type OutOfStockSpan,
  type PresaleSpan,
  type StockChangeTuple,
} from './stockSpans.js';

/** History ranges the API accepts, in days (`all` = everything). */
export const HISTORY_RANGES = { '30d': 30, '90d': 90, '180d': 180, '1y': 365, all: null } as const;

/** One accepted range name. */
export type HistoryRange = keyof typeof HISTORY_RANGES;

/** The accepted range names, for the route's schema. */
export const HISTORY_RANGE_NAMES = Object.keys(HISTORY_RANGES) as HistoryRange[];

/** Most points per line the history answer carries. */
export const MAX_HISTORY_POINTS = 1000;

/** The history answer. */
export interface HistoryView extends ProductWithSummary {
  range: HistoryRange;
  listPrice: SeriesPoint[];
  finalPrice: SeriesPoint[];
  promotions: { ts: number; promo: string | null; coupon: string | null }[];
  /** When the product could not be bought (无货, 下架) within the range. */
  outOfStock: OutOfStockSpan[];
  /** When the product sold ahead of shipping (预售) within the range: not out of stock. */
  presale: PresaleSpan[];
}

// One run: ts, last_seen, list_price, final_price, promo, coupon.
type RunTuple = [number, number, number, number, string | null, string | null];

// The run in effect when the range starts, then every run that starts inside it, packed into one
// JSON array: building a row object per run costs more than the query itself.
const RUNS_FROM = `from price_points
   where product_id = ? and ts >= coalesce(
     (select max(ts) from price_points where product_id = ? and ts < ?), ?)`;
const sqliteRuns = statement<{ j: string | null }>(
  `select json_group_array(json_array(ts, last_seen, list_price, final_price, promo, coupon))
     as j from (select * ${RUNS_FROM} order by ts)`,
);
// PostgreSQL answers the product, its summary and its runs in one round trip. Its runs live in
// yearly partitions: bounding `ts` by a subquery makes every partition be planned and probed
// twice, so the whole history (most requests) asks for the product's runs alone.
const RUNS_JSON = `json_agg(json_build_array(ts, last_seen, list_price, final_price, promo, coupon)
  order by ts)`;
/** The product's (as `p`) whole stock timeline: a handful of changes, far fewer than its runs. */
export const STOCK_JSON = `(select json_agg(json_build_array(state, changed_at) order by changed_at, id)
  from stock_changes where product_id = p.id) as stock`;
type RowAndRuns = ProductSummaryRow & {
  runs: RunTuple[] | null;
  stock: StockChangeTuple[] | null;
};
const postgresProductAndRuns = {
  all: statement<RowAndRuns>(
    `select ${PRODUCT_SUMMARY_COLUMNS},
       (select ${RUNS_JSON} from price_points where product_id = p.id) as runs, ${STOCK_JSON}
     from products p ${JOIN_SUMMARY} where p.dp_id = ?`,
  ),
  window: statement<RowAndRuns>(
    `select ${PRODUCT_SUMMARY_COLUMNS}, (
       select ${RUNS_JSON} from price_points
       where product_id = p.id and ts >= coalesce(
         (select max(ts) from price_points where product_id = p.id and ts < ?), ?)
     ) as runs, ${STOCK_JSON}
     from products p ${JOIN_SUMMARY} where p.dp_id = ?`,
  ),
};
const sqliteStock = statement<{ j: string | null }>(
  `select json_group_array(json_array(state, changed_at)) as j
   from (select state, changed_at from stock_changes where product_id = ? order by changed_at, id)`,
);

/** A product's row, its runs from the range's start and its whole stock timeline. */
interface ProductAndRuns {
  row: ProductSummaryRow;
  runs: RunTuple[];
  stock: StockChangeTuple[];
}

async function productAndRuns(
  db: Db,
  dpId: string,
  from: number,
): Promise<ProductAndRuns | undefined> {
  if (db.dialect === 'postgres') {
    const [found] = await (from === 0
      ? postgresProductAndRuns.all(db, [dpId])
      : postgresProductAndRuns.window(db, [from, from, dpId]));
    return found && { row: found, runs: found.runs ?? [], stock: found.stock ?? [] };
  }
  // In process, two statements cost less than one that joins them; the row (and its revision)
  // is read first, so the runs are at least as new as the revision.
  const row = await findProductRow(db, dpId);
  if (!row) return undefined;
  const [packed] = await sqliteRuns(db, [row.id, row.id, from, from]);
  const runs = packed?.j ? (JSON.parse(packed.j) as RunTuple[]) : [];
  return { row, runs, stock: await readStock(db, row) };
}

/** The whole stock timeline of a product's row, read on SQLite (PostgreSQL reads it with the row). */
export async function readStock(db: Db, row: ProductSummaryRow): Promise<StockChangeTuple[]> {
  // Most products never had a stock state: their summary says so without a second look.
  if (row.stock_changed_at == null) return [];
  const [stock] = await sqliteStock(db, [row.id]);
  return stock?.j ? (JSON.parse(stock.j) as StockChangeTuple[]) : [];
}

/** Where a range starts at `now` (epoch seconds; 0 for the whole history). */
export function rangeStart(range: HistoryRange, now: number): number {
  const days = HISTORY_RANGES[range];
  return days === null ? 0 : now - days * 86_400;
}

/** History lines over a range, reduced to at most 1,000 points per line, and its stock gaps. */
function historyLines(
  runs: readonly RunTuple[],
  stock: readonly StockChangeTuple[],
  from: number,
): HistoryLines {
  const list: SeriesPoint[] = [];
  const final: SeriesPoint[] = [];
  const promotions: HistoryView['promotions'] = [];
  for (const [start, , listPrice, finalPrice, storePromo, storeCoupon] of runs) {
    const ts = Math.max(start, from);
    list.push([ts, listPrice]);
    final.push([ts, finalPrice]);
    // Only what the promotion reader understood: never a contact or a link the text carried.
    const promo = understoodPromotion(storePromo);
    const coupon = understoodPromotion(storeCoupon);
    if (promo !== null || coupon !== null) promotions.push({ ts, promo, coupon });
  }
  const last = runs[runs.length - 1];
  if (last && last[1] > last[0]) {
    list.push([last[1], last[2]]);
    final.push([last[1], last[3]]);
  }
  return {
    listPrice: downsampleMinMax(list, MAX_HISTORY_POINTS),
    finalPrice: downsampleMinMax(final, MAX_HISTORY_POINTS),
    promotions: promotions.slice(-MAX_HISTORY_POINTS),
    outOfStock: outOfStockSpans(stock, from),
    presale: presaleSpans(stock, from),
  };
}

/** The lines of a history answer. */
export type HistoryLines = Omit<HistoryView, 'product' | 'summary' | 'range'>;

/**
 * A product's joined row and its history lines over a range (the runs no older than the row's
 * revision); undefined when the dp id is unknown.
 */
export async function productAndHistory(
  db: Db,
  dpId: string,
  range: HistoryRange,
  now: number,
): Promise<{ row: ProductSummaryRow; lines: HistoryLines } | undefined> {
  const from = rangeStart(range, now);
  const found = await productAndRuns(db, dpId, from);
  return found && { row: found.row, lines: historyLines(found.runs, found.stock, from) };
}
