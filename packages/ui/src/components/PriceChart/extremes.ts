import type { PricePoint } from './priceTypes';

/** A price and the moment it was seen. */
export interface PriceAt {
  /** Epoch seconds. */
  ts: number;
  /** Price in fen. */
  fen: number;
}

/** The lowest and the highest price of a line, each dated to the last time the line reached it. */
export interface PriceExtremes {
  /** The lowest price and when it was last seen. */
  lowest: PriceAt;
  /** The highest price and when it was last seen. */
  highest: PriceAt;
}

/** Lowest and highest value of a line given as parallel arrays; null when it has no value. */
export function findExtremes(
  xs: ArrayLike<number>,
  values: ArrayLike<number | null>,
): PriceExtremes | null {
  let lowest: PriceAt | null = null;
  let highest: PriceAt | null = null;
  let previous: number | null = null;
  for (let i = 0; i < values.length; i += 1) {
    const fen = values[i];
    const ts = xs[i];
    if (fen === null || fen === undefined || ts === undefined) continue;
    // A run of equal prices is dated by its first day: when the price got there.
    const isNewRun = fen !== previous;
    previous = fen;
    if (lowest === null || fen < lowest.fen || (fen === lowest.fen && isNewRun)) {
      lowest = { ts, fen };
    }
    if (highest === null || fen > highest.fen || (fen === highest.fen && isNewRun)) {
      highest = { ts, fen };
    }
  }
  return lowest && highest ? { lowest, highest } : null;
}

/** Lowest and highest of observed points (sorted ascending); null when there are none. */
export function findPointExtremes(points: readonly PricePoint[]): PriceExtremes | null {
  return findExtremes(
    points.map(([ts]) => ts),
    points.map(([, fen]) => fen),
  );
}
