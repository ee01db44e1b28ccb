import {
  extendExtremes,
  type DatedPrice,
  type PriceExtremes as CoreExtremes,
} from '@pricetrail/core';
import type { PricePoint } from './priceTypes';

/** A price and the moment it was seen. */
export interface PriceAt {
  /** Epoch seconds. */
  ts: number;
  /** Price in fen. */
  fen: number;
}

/** The lowest and the highest price of a line, each dated by core's `extendExtremes` rule. */
export interface PriceExtremes {
  /** The lowest price and the most recent time the line came down to it. */
  lowest: PriceAt;
  /** The highest price and the most recent time the line went up to it. */
  highest: PriceAt;
}

const priceAt = ({ ts, price }: DatedPrice): PriceAt => ({ ts, fen: price });

/**
 * Lowest and highest value of a line given as parallel arrays; null when it has no value. Dated
 * as the summary dates them (core's `extendExtremes`), so the chart's marks and the summary agree.
 */
export function findExtremes(
  xs: ArrayLike<number>,
  values: ArrayLike<number | null>,
): PriceExtremes | null {
  let extremes: CoreExtremes | null = null;
  let previous: number | null = null;
  for (let i = 0; i < values.length; i += 1) {
    const price = values[i];
    const ts = xs[i];
    if (price === null || price === undefined || ts === undefined) continue;
    extremes = extendExtremes(extremes, { ts, price }, previous);
    previous = price;
  }
  return extremes && { lowest: priceAt(extremes.lowest), highest: priceAt(extremes.highest) };
}

/** Lowest and highest of observed points (sorted ascending); null when there are none. */
export function findPointExtremes(points: readonly PricePoint[]): PriceExtremes | null {
  return findExtremes(
    points.map(([ts]) => ts),
    points.map(([, fen]) => fen),
  );
}
