import { dayStartTs, shanghaiDay } from '../calendar.js';
import { isMajorSale, saleEvents } from './calendar.js';
import type { DemoEntry, DemoPricePoint } from './types.js';

/** How far before a sale the undisturbed list price is read (the raise comes 2–5 weeks before). */
const BASELINE_DAYS = 56;

function pointAt(points: readonly DemoPricePoint[], ts: number): DemoPricePoint | undefined {
  let found: DemoPricePoint | undefined;
  for (const point of points) {
    if (point.ts > ts) break;
    found = point;
  }
  return found;
}

function lowestFinal(points: readonly DemoPricePoint[], from: number, to: number): number {
  let lowest = pointAt(points, from)?.finalPrice ?? Infinity;
  for (const point of points) {
    if (point.ts > from && point.ts < to) lowest = Math.min(lowest, point.finalPrice);
  }
  return lowest;
}

/**
 * Whether a listing raised its list price by 12 % or more in the weeks before a 618 / 双11 and
 * then sold at about the old price (within 10 %) during the sale: a discount that is not one.
 */
export function isRaisedBeforeSale(entry: DemoEntry): boolean {
  const { points } = entry;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return false;
  for (const event of saleEvents(shanghaiDay(first.ts), shanghaiDay(last.ts))) {
    if (!isMajorSale(event.kind)) continue;
    const base = pointAt(points, dayStartTs(event.startDay - BASELINE_DAYS));
    const before = pointAt(points, dayStartTs(event.startDay) - 1);
    if (!base || !before || before.listPrice < base.listPrice * 1.12) continue;
    const saleLow = lowestFinal(points, dayStartTs(event.startDay), dayStartTs(event.endDay + 1));
    if (saleLow >= base.listPrice * 0.9) return true;
  }
  return false;
}
