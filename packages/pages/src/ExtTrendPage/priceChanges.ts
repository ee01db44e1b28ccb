import type { WirePricePoint } from '@pricetrail/services';

/** One change of price on a line: when, to what, by how much, and whether it is the line's low. */
export interface PriceChange {
  /** When the new price was first seen, epoch seconds. */
  readonly ts: number;
  /** The new price, fen. */
  readonly price: number;
  /** The new price minus the one before it, fen; null for the first price on the line. */
  readonly change: number | null;
  /** The new price is the lowest on the line. */
  readonly isLowest: boolean;
}

/** The changes of price along `points` (oldest first), newest first; repeats of a price are not changes. */
export function priceChanges(points: readonly WirePricePoint[]): PriceChange[] {
  const changes: { ts: number; price: number; change: number | null }[] = [];
  for (const [ts, price] of points) {
    const previous = changes.at(-1)?.price;
    if (previous === price) continue;
    changes.push({ ts, price, change: previous === undefined ? null : price - previous });
  }
  const lowest = Math.min(...changes.map(({ price }) => price));
  return changes.map((change) => ({ ...change, isLowest: change.price === lowest })).reverse();
}
