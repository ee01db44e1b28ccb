import { understoodPromotion } from '@pricetrail/core';
import type { Db } from '../../db/schema.js';
import { statement } from '../../db/statements.js';
import {
  MAX_HISTORY_POINTS,
  productAndHistory,
  rangeStart,
  readStock,
  type HistoryRange,
  type HistoryView,
} from './history.js';
import { findProductRow, productWithSummary, type ProductSummaryRow } from './lookup.js';
import { outOfStockSpans } from './stockSpans.js';

// The two price lines as JSON text built by SQLite, spliced into the answer as they come: parsing
// a product's runs into objects and serializing them again cost more than reading them. Only runs
// with a promotion come back as values, for the promotion reader to judge. The bare columns next
// to max(ts) are the newest run's (SQLite takes them from the row of the single max()). A bound
// number is a real to SQLite: cast, or max() would print the range's start as 1732064000.0.
const sqliteSeries = statement<{
  count: number;
  list: string;
  final: string;
  promotions: string | null;
  ts: number | null;
  last_seen: number | null;
  list_price: number | null;
  final_price: number | null;
}>(
  `select count(*) as count,
     json_group_array(json_array(max(ts, cast(? as integer)), list_price)) as list,
     json_group_array(json_array(max(ts, cast(? as integer)), final_price)) as final,
     json_group_array(json_array(max(ts, cast(? as integer)), promo, coupon))
       filter (where promo is not null or coupon is not null) as promotions,
     max(ts) as ts, last_seen, list_price, final_price
   from (select * from price_points
     where product_id = ? and ts >= coalesce(
       (select max(ts) from price_points where product_id = ? and ts < ?), ?)
     order by ts)`,
);

type PromotionTuple = [ts: number, promo: string | null, coupon: string | null];

/** Only what the promotion reader understood: never a contact or a link the text carried. */
function understood(tuples: readonly PromotionTuple[]): HistoryView['promotions'] {
  const out: HistoryView['promotions'] = [];
  for (const [ts, storePromo, storeCoupon] of tuples) {
    const promo = understoodPromotion(storePromo);
    const coupon = understoodPromotion(storeCoupon);
    if (promo !== null || coupon !== null) out.push({ ts, promo, coupon });
  }
  return out.slice(-MAX_HISTORY_POINTS);
}

/** `line` (a JSON array text) with one more point at its end. */
function withPoint(line: string, ts: number, value: number): string {
  return line === '[]' ? `[[${ts},${value}]]` : `${line.slice(0, -1)},[${ts},${value}]]`;
}

/**
 * A product's history answer over a range as JSON text, the same text as serializing its
 * `HistoryView`, with the revision-bearing row it was read with; undefined when the dp id is
 * unknown. On SQLite a history short enough to need no downsampling is spliced from lines SQLite
 * built; anything else is built as values and serialized.
 */
export async function historyText(
  db: Db,
  dpId: string,
  range: HistoryRange,
  now: number,
): Promise<{ row: ProductSummaryRow; text: string } | undefined> {
  const from = rangeStart(range, now);
  const row = db.dialect === 'sqlite' ? await findProductRow(db, dpId) : undefined;
  const series = row && (await sqliteSeries(db, [from, from, from, row.id, row.id, from, from]))[0];
  // One point more than the runs: the newest run's last sighting.
  if (!row || !series || series.count + 1 > MAX_HISTORY_POINTS) {
    const found = await productAndHistory(db, dpId, range, now);
    if (!found) return undefined;
    const view = { ...productWithSummary(found.row), range, ...found.lines };
    return { row: found.row, text: JSON.stringify(view) };
  }
  let { list, final } = series;
  const { ts, last_seen: lastSeen, list_price: listPrice, final_price: finalPrice } = series;
  if (ts !== null && lastSeen !== null && lastSeen > ts) {
    list = withPoint(list, lastSeen, listPrice ?? 0);
    final = withPoint(final, lastSeen, finalPrice ?? 0);
  }
  const promotions = understood(
    series.promotions ? (JSON.parse(series.promotions) as PromotionTuple[]) : [],
  );
  const outOfStock = outOfStockSpans(await readStock(db, row), from);
  const head = JSON.stringify({ ...productWithSummary(row), range });
  const tail = `"promotions":${JSON.stringify(promotions)},"outOfStock":${JSON.stringify(outOfStock)}}`;
  return {
    row,
    text: `${head.slice(0, -1)},"listPrice":${list},"finalPrice":${final},${tail}`,
  };
}
