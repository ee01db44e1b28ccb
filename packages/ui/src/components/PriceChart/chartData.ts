import type { AlignedData } from 'uplot';
import { PRICE_RANGES, type PricePoint, type PriceRange } from './priceTypes';

/** Seconds in a day. */
export const DAY_SECONDS = 86_400;

/** Both lines on one shared x axis, the shape uPlot draws. */
export interface ChartSeries {
  /** Epoch seconds, ascending, without duplicates. */
  xs: number[];
  /** 页面价 in fen at each x (the last observed price carried forward), null before its first point. */
  list: (number | null)[];
  /** 到手价 in fen at each x, carried forward the same way. */
  final: (number | null)[];
}

/** Points ascending by time, without non-finite values; the input is reused when already clean. */
export function sortPoints(points: readonly PricePoint[]): readonly PricePoint[] {
  let isClean = true;
  for (let i = 0; i < points.length && isClean; i += 1) {
    const point = points[i] as PricePoint;
    const previous = points[i - 1];
    isClean =
      Number.isFinite(point[0]) &&
      Number.isFinite(point[1]) &&
      (previous === undefined || previous[0] <= point[0]);
  }
  if (isClean) return points;
  return points
    .filter(([ts, fen]) => Number.isFinite(ts) && Number.isFinite(fen))
    .sort((a, b) => a[0] - b[0]);
}

/** The first moment a range shows, counted back from the newest point. */
export function rangeStart(range: PriceRange, first: number, last: number): number {
  const days = PRICE_RANGES.find((item) => item.range === range)?.days;
  return days === undefined ? first : Math.max(first, last - days * DAY_SECONDS);
}

function collectXs(a: readonly PricePoint[], b: readonly PricePoint[], start: number): number[] {
  const xs: number[] = [];
  // A line that began before the window enters it at the window's left edge.
  if ((a[0]?.[0] ?? Infinity) < start || (b[0]?.[0] ?? Infinity) < start) xs.push(start);
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const ta = a[i]?.[0] ?? Infinity;
    const tb = b[j]?.[0] ?? Infinity;
    const ts = Math.min(ta, tb);
    if (ta === ts) i += 1;
    if (tb === ts) j += 1;
    if (ts >= start && ts !== xs[xs.length - 1]) xs.push(ts);
  }
  return xs;
}

function carryForward(points: readonly PricePoint[], xs: readonly number[]): (number | null)[] {
  const values: (number | null)[] = new Array<number | null>(xs.length);
  let next = 0;
  let current: number | null = null;
  for (let k = 0; k < xs.length; k += 1) {
    const x = xs[k] as number;
    while (next < points.length && (points[next] as PricePoint)[0] <= x) {
      current = (points[next] as PricePoint)[1];
      next += 1;
    }
    values[k] = current;
  }
  return values;
}

/** Aligns the 页面价 and 到手价 lines on one x axis, clipped to the range. */
export function alignSeries(
  listPrices: readonly PricePoint[],
  finalPrices: readonly PricePoint[],
  range: PriceRange,
): ChartSeries {
  const list = sortPoints(listPrices);
  const final = sortPoints(finalPrices);
  const first = Math.min(list[0]?.[0] ?? Infinity, final[0]?.[0] ?? Infinity);
  const last = Math.max(list.at(-1)?.[0] ?? -Infinity, final.at(-1)?.[0] ?? -Infinity);
  if (!Number.isFinite(first)) return { xs: [], list: [], final: [] };
  const xs = collectXs(list, final, rangeStart(range, first, last));
  return { xs, list: carryForward(list, xs), final: carryForward(final, xs) };
}

/** The series uPlot receives: x, then 页面价, then 到手价. */
export function toAlignedData(series: ChartSeries): AlignedData {
  return [series.xs, series.list, series.final];
}

/** True when a line has at least one price to draw. */
export function hasValues(values: readonly (number | null)[]): boolean {
  return values.some((value) => value !== null);
}
