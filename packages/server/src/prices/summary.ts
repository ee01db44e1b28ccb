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

/** The festival day's price in the latest year where that day has started and has data. */
function festivalPrice(
  points: readonly RunPoint[],
  now: number,
  month: number,
  day: number,
): { price: number; ts: number } | null {
  const first = points[0];
  if (!first) return null;
  const year = new Date((now + SHANGHAI_OFFSET) * 1000).getUTCFullYear();
  for (let y = year; y >= year - 10; y--) {
    const start = shanghaiDay(y, month, day);
    if (start > now) continue;
    if (start + DAY <= first.ts) return null;
    const price = lowestBetween(points, start, start + DAY);
    if (price !== null) return { price, ts: start };
  }
  return null;
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
  const last = points[points.length - 1];
  if (!last) return null;
  let lowest = last;
  let highest = last;
  for (const point of points) {
    if (point.finalPrice < lowest.finalPrice) lowest = point;
    if (point.finalPrice > highest.finalPrice) highest = point;
  }
  const end = Math.max(now, last.ts) + 1;
  const p618 = festivalPrice(points, now, 6, 18);
  const p1111 = festivalPrice(points, now, 11, 11);
  return {
    currentList: last.listPrice,
    currentFinal: last.finalPrice,
    currentTs: last.ts,
    lowestPrice: lowest.finalPrice,
    lowestTs: lowest.ts,
    highestPrice: highest.finalPrice,
    highestTs: highest.ts,
    low30: lowestBetween(points, now - 30 * DAY, end),
    low60: lowestBetween(points, now - 60 * DAY, end),
    low180: lowestBetween(points, now - 180 * DAY, end),
    price618: p618?.price ?? null,
    price618Ts: p618?.ts ?? null,
    price1111: p1111?.price ?? null,
    price1111Ts: p1111?.ts ?? null,
    trend: trendOf(points, lowest.finalPrice),
    pointCount: points.length,
  };
}
