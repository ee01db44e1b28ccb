import { understoodPromotion } from '@pricetrail/core';
import type { Db } from '../../db/schema.js';
import {
  MAX_HISTORY_POINTS,
  productAndHistory,
  rangeStart,
  type HistoryRange,
  type HistoryView,
} from './history.js';
import { readSeries, type PromotionTuple } from './historySeries.js';
import { productWithSummary, type ProductSummaryRow } from './lookup.js';
import { outOfStockSpans, presaleSpans } from './stockSpans.js';

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
 * unknown. The price lines the database wrote as text are spliced in as they come (parsing every
 * run and serializing it again cost more than reading it); a history long enough to be
 * downsampled is built as values.
 */
export async function historyText(
  db: Db,
  dpId: string,
  range: HistoryRange,
  now: number,
): Promise<{ row: ProductSummaryRow; text: string } | undefined> {
  const from = rangeStart(range, now);
  const found = await readSeries(db, dpId, from);
  if (!found) return undefined;
  const { row, series, stock } = found;
  // One point more than the runs: the newest run's last sighting.
  if (series.count + 1 > MAX_HISTORY_POINTS) {
    const values = await productAndHistory(db, dpId, range, now);
    if (!values) return undefined;
    const view = { ...productWithSummary(values.row), range, ...values.lines };
    return { row: values.row, text: JSON.stringify(view) };
  }
  let { list, final } = series;
  const [ts, lastSeen, listPrice, finalPrice] = series.newest ?? [0, 0, 0, 0];
  if (lastSeen > ts) {
    list = withPoint(list, lastSeen, listPrice);
    final = withPoint(final, lastSeen, finalPrice);
  }
  const promotions = JSON.stringify(understood(series.promotions));
  const outOfStock = JSON.stringify(outOfStockSpans(stock, from));
  const presale = JSON.stringify(presaleSpans(stock, from));
  const head = JSON.stringify({ ...productWithSummary(row), range });
  return {
    row,
    text: `${head.slice(0, -1)},"listPrice":${list},"finalPrice":${final},"promotions":${promotions},"outOfStock":${outOfStock},"presale":${presale}}`,
  };
}
