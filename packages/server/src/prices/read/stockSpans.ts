import type { StockState } from '@pricetrail/core';

/** One change of a product's stock timeline: the state, and when it began (epoch s). */
export type StockChangeTuple = [state: string, changedAt: number];

/** A stretch of time the product could not be bought: 无货 or 下架, until `to` (null: still). */
export interface OutOfStockSpan {
  from: number;
  to: number | null;
  state: Extract<StockState, 'out_of_stock' | 'delisted'>;
}

/** A stretch of time the product sold ahead of shipping (预售), until `to` (null: still). */
export interface PresaleSpan {
  from: number;
  to: number | null;
}

/**
 * The stretches of a stock timeline (oldest change first) in one of `states` that reach into
 * the range starting at `from`, each starting no earlier than `from`; two such states in a row
 * are two stretches.
 */
function spansIn<State extends StockState>(
  changes: readonly StockChangeTuple[],
  from: number,
  states: readonly State[],
): (PresaleSpan & { state: State })[] {
  const spans: (PresaleSpan & { state: State })[] = [];
  changes.forEach(([state, changedAt], i) => {
    const kept = states.find((s) => s === state);
    if (kept === undefined) return;
    const next = changes[i + 1];
    const to = next ? Number(next[1]) : null;
    if (to !== null && to <= from) return;
    spans.push({ from: Math.max(Number(changedAt), from), to, state: kept });
  });
  return spans;
}

/** The 无货 and 下架 spans of a stock timeline within the range starting at `from`. */
export function outOfStockSpans(
  changes: readonly StockChangeTuple[],
  from: number,
): OutOfStockSpan[] {
  return spansIn(changes, from, ['out_of_stock', 'delisted'] as const);
}

/** The 预售 spans of a stock timeline within the range starting at `from`: not out of stock. */
export function presaleSpans(changes: readonly StockChangeTuple[], from: number): PresaleSpan[] {
  return spansIn(changes, from, ['presale'] as const).map(({ from: start, to }) => ({
    from: start,
    to,
  }));
}
