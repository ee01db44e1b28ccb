import type { StockState } from '@pricetrail/core';

/** One change of a product's stock timeline: the state, and when it began (epoch s). */
export type StockChangeTuple = [state: string, changedAt: number];

/** A stretch of time the product could not be bought: 无货 or 下架, until `to` (null: still). */
export interface OutOfStockSpan {
  from: number;
  to: number | null;
  state: Exclude<StockState, 'in_stock'>;
}

/**
 * The out-of-stock spans of a stock timeline (oldest change first) that reach into the range
 * starting at `from`, each starting no earlier than `from`. A 无货 followed by 下架 is two spans.
 */
export function outOfStockSpans(
  changes: readonly StockChangeTuple[],
  from: number,
): OutOfStockSpan[] {
  const spans: OutOfStockSpan[] = [];
  changes.forEach(([state, changedAt], i) => {
    if (state !== 'out_of_stock' && state !== 'delisted') return;
    const next = changes[i + 1];
    const to = next ? Number(next[1]) : null;
    if (to !== null && to <= from) return;
    spans.push({ from: Math.max(Number(changedAt), from), to, state });
  });
  return spans;
}
