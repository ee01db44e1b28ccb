import { extendExtremes, findPriceExtremes, type PriceExtremes } from '@pricetrail/core';

/** One stored price run: `ts` starts it, the price holds until the next run. */
export interface RunPoint {
  ts: number;
  listPrice: number;
  finalPrice: number;
}

/** Trend codes shown beside the price: historical low, falling, flat, rising. */
export const TREND = { historicalLow: -2, falling: -1, flat: 0, rising: 1 } as const;

/** A product's summary as the product page shows it (fen, epoch seconds). */
export interface PriceSummary {
  currentList: number;
  currentFinal: number;
  currentTs: number;
  lowestPrice: number;
  lowestTs: number;
  highestPrice: number;
  highestTs: number;
  low30: number | null;
  low60: number | null;
  low180: number | null;
  price618: number | null;
  price618Ts: number | null;
  price1111: number | null;
  price1111Ts: number | null;
  trend: number;
  pointCount: number;
}

const DAY = 86_400;
const SHANGHAI_OFFSET = 8 * 3600;

/** Lowest final price in effect at any moment of [from, to). */
function lowestBetween(points: readonly RunPoint[], from: number, to: number): number | null {
  let lowest: number | null = null;
  for (let i = 0; i < points.length; i++) {
    const point = points[i] as RunPoint;
    const end = points[i + 1]?.ts ?? Infinity;
    if (point.ts < to && end > from && (lowest === null || point.finalPrice < lowest)) {
      lowest = point.finalPrice;
    }
  }
  return lowest;
}

/** Start (epoch s) of a calendar day in Asia/Shanghai. */
function shanghaiDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / 1000 - SHANGHAI_OFFSET;
}

/** Start of the festival day whose price is reported: the latest one begun, if data reaches it. */
function festivalStart(firstTs: number, now: number, month: number, day: number): number | null {
  const year = new Date((now + SHANGHAI_OFFSET) * 1000).getUTCFullYear();
  let start = shanghaiDay(year, month, day);
  if (start > now) start = shanghaiDay(year - 1, month, day);
  return start + DAY <= firstTs ? null : start;
}

// Runs tile [first.ts, ∞), so a window ending after the first run always has a price in effect.
function festivalPrice(
  points: readonly RunPoint[],
  now: number,
  month: number,
  day: number,
): { price: number; ts: number } | null {
  const first = points[0];
  if (!first) return null;
  const start = festivalStart(first.ts, now, month, day);
  if (start === null) return null;
  const price = lowestBetween(points, start, start + DAY);
  return price === null ? null : { price, ts: start };
}

/** A run's 到手价 and when it began. */
function finalAt(run: RunPoint) {
  return { ts: run.ts, price: run.finalPrice };
}

function trendOf(points: readonly RunPoint[], lowest: number): number {
  const last = points[points.length - 1];
  const previous = points[points.length - 2];
  if (!last || !previous) return TREND.flat;
  if (last.finalPrice <= lowest && last.finalPrice < previous.finalPrice) {
    return TREND.historicalLow;
  }
  if (last.finalPrice < previous.finalPrice) return TREND.falling;
  if (last.finalPrice > previous.finalPrice) return TREND.rising;
  return TREND.flat;
}

/** Computes the summary of a product's runs (ascending by ts), or null when it has none. */
export function computeSummary(points: readonly RunPoint[], now: number): PriceSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  // Dated by core's one rule for a price seen more than once (the chart's marks use it too).
  const { lowest, highest } = findPriceExtremes(points.map(finalAt)) as PriceExtremes;
  const end = Math.max(now, last.ts) + 1;
  const p618 = festivalPrice(points, now, 6, 18);
  const p1111 = festivalPrice(points, now, 11, 11);
  return {
    currentList: last.listPrice,
    currentFinal: last.finalPrice,
    currentTs: last.ts,
    lowestPrice: lowest.price,
    lowestTs: lowest.ts,
    highestPrice: highest.price,
    highestTs: highest.ts,
    low30: lowestBetween(points, now - 30 * DAY, end),
    low60: lowestBetween(points, now - 60 * DAY, end),
    low180: lowestBetween(points, now - 180 * DAY, end),
    price618: p618?.price ?? null,
    price618Ts: p618?.ts ?? null,
    price1111: p1111?.price ?? null,
    price1111Ts: p1111?.ts ?? null,
    trend: trendOf(points, lowest.price),
    pointCount: points.length,
  };
}

/**
 * The summary after appending runs (ascending, all after `tail`, the newest stored run) to a
 * product whose summary `old` was computed at the same `now`; equal to a full recompute.
 */
export function mergeSummary(
  old: PriceSummary,
  tail: RunPoint,
  appended: readonly RunPoint[],
  now: number,
): PriceSummary {
  const first = appended[0];
  const last = appended[appended.length - 1];
  if (!first || !last) return old;
  const runs = [tail, ...appended];
  let extremes: PriceExtremes = {
    lowest: { price: old.lowestPrice, ts: old.lowestTs },
    highest: { price: old.highestPrice, ts: old.highestTs },
  };
  let previous = tail.finalPrice;
  for (const point of appended) {
    extremes = extendExtremes(extremes, finalAt(point), previous);
    previous = point.finalPrice;
  }
  const { lowest: low, highest: high } = extremes;
  // Older runs keep their part of a window only while the tail still reaches into it.
  const lowest = (before: number | null, from: number, to: number): number | null => {
    const fresh = lowestBetween(runs, from, to);
    if (first.ts <= from || before === null) return fresh;
    return fresh === null ? before : Math.min(before, fresh);
  };
  const end = Math.max(now, last.ts) + 1;
  const festival = (price: number | null, ts: number | null) =>
    ts === null ? null : lowest(price, ts, ts + DAY);
  return {
    currentList: last.listPrice,
    currentFinal: last.finalPrice,
    currentTs: last.ts,
    lowestPrice: low.price,
    lowestTs: low.ts,
    highestPrice: high.price,
    highestTs: high.ts,
    low30: lowest(old.low30, now - 30 * DAY, end),
    low60: lowest(old.low60, now - 60 * DAY, end),
    low180: lowest(old.low180, now - 180 * DAY, end),
    price618: festival(old.price618, old.price618Ts),
    price618Ts: old.price618Ts,
    price1111: festival(old.price1111, old.price1111Ts),
    price1111Ts: old.price1111Ts,
    trend: trendOf([appended[appended.length - 2] ?? tail, last], low.price),
    pointCount: old.pointCount + appended.length,
  };
}
