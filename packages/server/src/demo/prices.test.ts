import { isMembersOnly } from '@pricetrail/core';
import { describe, expect, it } from 'vitest';
import { dayOfDate, dayStartTs, shanghaiDay } from '../calendar.js';
import { DEMO_MARK_KEY, DEMO_MARK_RAISED, demoCatalogue, isRaisedBeforeSale } from './index.js';
import { isNicePrice } from './money.js';
import type { DemoEntry, DemoPricePoint } from './types.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const THREE_YEARS = 3 * 365 * 86_400;
const catalogue = [...demoCatalogue({ now: NOW })];

function finalAt(points: readonly DemoPricePoint[], ts: number): number | undefined {
  let found: number | undefined;
  for (const point of points) {
    if (point.ts > ts) break;
    found = point.finalPrice;
  }
  return found;
}

/** The lowest final price between two instants, counting the price in force at `from`. */
function lowest(points: readonly DemoPricePoint[], from: number, to: number): number {
  let low = finalAt(points, from) ?? Infinity;
  for (const p of points) if (p.ts > from && p.ts < to) low = Math.min(low, p.finalPrice);
  return low;
}

/** Median over the days of a range of the final price in force at noon. */
function medianFinal(points: readonly DemoPricePoint[], firstDay: number, lastDay: number): number {
  const values: number[] = [];
  for (let d = firstDay; d <= lastDay; d++) {
    const v = finalAt(points, dayStartTs(d) + 43_200);
    if (v !== undefined) values.push(v);
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Infinity;
}

function share(entries: readonly DemoEntry[], test: (e: DemoEntry) => boolean): number {
  return entries.filter(test).length / entries.length;
}

describe('demo price histories', () => {
  it('hold integer fen, shop-like endings, final ≤ list, ascending times inside the window', () => {
    const bad: string[] = [];
    for (const { product, points } of catalogue) {
      let previous = -Infinity;
      for (const p of points) {
        const ok =
          Number.isInteger(p.ts) &&
          p.ts > previous &&
          p.ts >= NOW - THREE_YEARS &&
          p.ts <= NOW &&
          isNicePrice(p.listPrice) &&
          isNicePrice(p.finalPrice) &&
          p.finalPrice <= p.listPrice;
        if (!ok) bad.push(`${product.dpId} ${JSON.stringify(p)}`);
        previous = p.ts;
      }
      if (points.length === 0) bad.push(`${product.dpId} has no prices`);
    }
    expect(bad).toEqual([]);
  });

  it('store only changes (a run-length series), 3–15 a month on average', () => {
    let repeats = 0;
    let changes = 0;
    let months = 0;
    for (const { points } of catalogue) {
      for (const [i, p] of points.entries()) {
        const q = points[i - 1];
        if (
          q &&
          q.listPrice === p.listPrice &&
          q.finalPrice === p.finalPrice &&
          q.promo === p.promo &&
          q.coupon === p.coupon
        ) {
          repeats++;
        }
      }
      changes += points.length - 1;
      months += (NOW - (points[0]?.ts ?? NOW)) / (30.44 * 86_400);
    }
    expect(repeats).toBe(0);
    const perMonth = changes / months;
    expect(perMonth).toBeGreaterThanOrEqual(3);
    expect(perMonth).toBeLessThanOrEqual(15);
  });

  it('carries coupons and promotion texts anyone can use, never a member price', () => {
    const promos = new Set<string>();
    const coupons = new Set<string>();
    for (const { points } of catalogue) {
      for (const p of points) {
        if (p.promo) promos.add(p.promo);
        if (p.coupon) coupons.add(p.coupon);
      }
    }
    for (const promo of ['618大促', '双11狂欢价', '年货节特惠', '百亿补贴', '限时秒杀']) {
      expect(promos).toContain(promo);
    }
    for (const coupon of ['满300减40', '每满200减20', '领券立减20']) {
      expect(coupons).toContain(coupon);
    }
    expect([...promos, ...coupons].filter(isMembersOnly)).toEqual([]);
  });

  it('shows 618 and 双11 lows in most listings, deepest on 6/18 and 11/11', () => {
    const sales = [
      [2024, 6, 1, 18],
      [2024, 10, 20, 11],
      [2025, 6, 1, 18],
      [2025, 10, 20, 11],
      [2026, 6, 1, 18],
      [2026, 10, 20, 11],
    ] as const;
    let pairs = 0;
    let lows = 0;
    let peaks = 0;
    for (const { points } of catalogue) {
      for (const [year, month, date, peakDate] of sales) {
        const start = dayOfDate(year, month, date);
        const peak = dayOfDate(year, month === 6 ? 6 : 11, peakDate);
        if ((points[0]?.ts ?? Infinity) > dayStartTs(start - 60)) continue;
        pairs++;
        const before = medianFinal(points, start - 60, start - 1);
        if (lowest(points, dayStartTs(start), dayStartTs(peak + 1)) <= before * 0.95) lows++;
        const atPeak = finalAt(points, dayStartTs(peak) + 43_200) ?? Infinity;
        if (atPeak <= (finalAt(points, dayStartTs(start) + 43_200) ?? 0)) peaks++;
      }
    }
    expect(pairs).toBeGreaterThan(20_000);
    expect(lows / pairs).toBeGreaterThan(0.8);
    expect(peaks / pairs).toBeGreaterThan(0.9);
  });

  it('marks about 5 % of listings as raised before a sale, and the data shows it', () => {
    const marked = catalogue.filter(
      (e) => e.product.attributes[DEMO_MARK_KEY] === DEMO_MARK_RAISED,
    );
    expect(marked.length / catalogue.length).toBeGreaterThan(0.03);
    expect(marked.length / catalogue.length).toBeLessThan(0.08);
    const detected = catalogue.filter((entry) => isRaisedBeforeSale(entry));
    expect(detected.map((e) => e.product.dpId)).toEqual(marked.map((e) => e.product.dpId));
  });

  it('ends some listings on a new low and raises the price of others', () => {
    const newLow = share(catalogue, ({ points }) => {
      const last = points[points.length - 1];
      return !!last && points.slice(0, -1).every((p) => p.finalPrice > last.finalPrice);
    });
    const risen = share(catalogue, ({ points }) => {
      const last = points[points.length - 1];
      const yearAgo = points.findLast((p) => p.ts <= NOW - 200 * 86_400);
      return !!last && !!yearAgo && last.listPrice > yearAgo.listPrice * 1.05;
    });
    expect(newLow).toBeGreaterThan(0.05);
    expect(risen).toBeGreaterThan(0.05);
  });

  it('starts each history on a Shanghai midnight', () => {
    const off = catalogue.filter(({ points }) => {
      const first = points[0]?.ts ?? 0;
      return dayStartTs(shanghaiDay(first)) !== first;
    });
    expect(off).toEqual([]);
  });
});
