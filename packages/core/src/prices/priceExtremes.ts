/** A price in fen and the moment (epoch seconds) it took effect. */
export interface DatedPrice {
  /** Epoch seconds. */
  readonly ts: number;
  /** Price in fen. */
  readonly price: number;
}

/** The lowest and the highest price of a history, each dated by {@link extendExtremes}' rule. */
export interface PriceExtremes {
  /** The lowest price and the most recent time the price came down to it. */
  readonly lowest: DatedPrice;
  /** The highest price and the most recent time the price went up to it. */
  readonly highest: DatedPrice;
}

function isAtLeastAsExtreme(price: number, held: DatedPrice, isNewStretch: boolean, sign: 1 | -1) {
  const difference = (price - held.price) * sign;
  return difference > 0 || (difference === 0 && isNewStretch);
}

/**
 * The one rule that dates a lowest or highest price seen more than once, wherever a date is shown
 * beside it (the summary, the chart's marks, the share card, the AI's facts): the most recent time
 * the price got there, 最近一次到这个价 — the start of the latest stretch at that price. A point
 * repeating the price just before it (`previousPrice`) continues its stretch. Feed the points of
 * a history oldest first, starting from null.
 */
export function extendExtremes(
  extremes: PriceExtremes | null,
  point: DatedPrice,
  previousPrice: number | null,
): PriceExtremes {
  if (extremes === null) return { lowest: point, highest: point };
  const isNewStretch = point.price !== previousPrice;
  const { lowest, highest } = extremes;
  return {
    lowest: isAtLeastAsExtreme(point.price, lowest, isNewStretch, -1) ? point : lowest,
    highest: isAtLeastAsExtreme(point.price, highest, isNewStretch, 1) ? point : highest,
  };
}

/** The extremes of a history given oldest first (see {@link extendExtremes}); null when empty. */
export function findPriceExtremes(points: Iterable<DatedPrice>): PriceExtremes | null {
  let extremes: PriceExtremes | null = null;
  let previous: number | null = null;
  for (const point of points) {
    extremes = extendExtremes(extremes, point, previous);
    previous = point.price;
  }
  return extremes;
}
