import { describe, expect, it } from 'vitest';
import { shanghaiDay } from '../../calendar.js';
import { isMajorSale, saleEvents } from '../../demo/calendar.js';
import { DEMO_MARK_KEY, DEMO_MARK_RAISED, demoCatalogue } from '../../demo/index.js';
import type { DemoEntry } from '../../demo/types.js';
import { dailyLows, dealVerdict, DEFAULT_DEAL_RULES } from './verdict.js';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0) / 1000;
const catalogue = [...demoCatalogue({ now: NOW, products: 1500 })];

/** The days of a 618 / 双11 on which the real detector calls the listing's price a fake cut. */
function fakeSaleDays(entry: DemoEntry): number[] {
  const { points } = entry;
  const first = points[0];
  if (!first) return [];
  const runs = points.map((p, i) => ({
    ts: p.ts,
    lastSeen: Math.max(p.ts, (points[i + 1]?.ts ?? NOW + 1) - 1),
    finalPrice: p.finalPrice,
  }));
  const firstDay = shanghaiDay(first.ts);
  const lastDay = shanghaiDay(NOW);
  const lows = dailyLows(runs, firstDay, lastDay, shanghaiDay);
  const days: number[] = [];
  for (const event of saleEvents(firstDay, lastDay)) {
    if (!isMajorSale(event.kind)) continue;
    for (let day = event.startDay; day <= Math.min(event.endDay, lastDay); day++) {
      const today = lows[day - firstDay]?.price;
      if (today == null) continue;
      const series = lows.slice(
        Math.max(0, day - firstDay - DEFAULT_DEAL_RULES.lookbackDays),
        day - firstDay,
      );
      if (dealVerdict(series, day, today).kind === 'fake') days.push(day);
    }
  }
  return days;
}

// The demo marks listings it raised before a sale; the detector must find them from prices alone.
describe('the 先涨后降 detector on the demo catalogue', () => {
  const marked = catalogue.filter((e) => e.product.attributes[DEMO_MARK_KEY] === DEMO_MARK_RAISED);
  const unmarked = catalogue.filter(
    (e) => e.product.attributes[DEMO_MARK_KEY] !== DEMO_MARK_RAISED,
  );

  it('finds a fake cut during a sale of every listing marked raised', () => {
    expect(marked.length).toBeGreaterThan(20);
    const missed = marked.filter((e) => fakeSaleDays(e).length === 0).map((e) => e.product.dpId);
    expect(missed).toEqual([]);
  });

  // Unmarked listings also step their list price up and later sell near the old price (the
  // data really shows 先涨后降 then); the detector must still leave most of them alone.
  it('leaves the sale prices of most unmarked listings alone over three years', () => {
    const flagged = unmarked.filter((e) => fakeSaleDays(e).length > 0);
    expect(flagged.length / unmarked.length).toBeLessThan(0.2);
  });
});
