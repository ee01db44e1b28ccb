import { describe, expect, test } from 'vitest';
import { computeSummary, mergeSummary, TREND, type RunPoint } from './summarize.js';

const DAY = 86_400;
// 2025-11-20 12:00 Asia/Shanghai.
const NOW = Date.UTC(2025, 10, 20, 4) / 1000;

function run(daysAgo: number, finalPrice: number, listPrice = finalPrice + 1000): RunPoint {
  return { ts: NOW - daysAgo * DAY, listPrice, finalPrice };
}

describe('computeSummary', () => {
  test('no points, no summary', () => {
    expect(computeSummary([], NOW)).toBeNull();
  });

  test('current, lowest and highest with their dates', () => {
    const s = computeSummary([run(300, 5000), run(200, 3000), run(100, 8000), run(10, 4000)], NOW);
    expect(s).toMatchObject({
      currentFinal: 4000,
      currentList: 5000,
      lowestPrice: 3000,
      lowestTs: NOW - 200 * DAY,
      highestPrice: 8000,
      highestTs: NOW - 100 * DAY,
      pointCount: 4,
      trend: TREND.falling,
    });
  });

  test('a low or high seen twice is dated by the most recent time the price got there', () => {
    // ¥1499 on day 320 and again from day 180 (two runs, the 页面价 changed between them).
    const s = computeSummary(
      [
        run(330, 1999),
        run(320, 1499),
        run(300, 2599),
        run(200, 2599, 9999),
        run(190, 1799),
        run(180, 1499),
        run(170, 1499, 2999),
        run(20, 2599),
        run(10, 1699),
      ],
      NOW,
    );
    expect(s).toMatchObject({
      lowestPrice: 1499,
      lowestTs: NOW - 180 * DAY,
      highestPrice: 2599,
      highestTs: NOW - 20 * DAY,
    });
  });

  test('window lows include the price that was still in effect when the window opened', () => {
    const s = computeSummary([run(300, 5000), run(100, 2000), run(40, 6000), run(5, 7000)], NOW);
    expect(s?.low30).toBe(6000);
    expect(s?.low60).toBe(2000);
    expect(s?.low180).toBe(2000);
  });

  test('the last 618 and 双11 prices are the prices on those Shanghai days', () => {
    const june18 = Date.UTC(2025, 5, 17, 16) / 1000; // 2025-06-18 00:00 Shanghai
    const nov11 = Date.UTC(2025, 10, 10, 16) / 1000;
    const points: RunPoint[] = [
      { ts: june18 - 10 * DAY, listPrice: 9000, finalPrice: 9000 },
      { ts: june18 + 3600, listPrice: 9000, finalPrice: 6180 },
      { ts: june18 + DAY, listPrice: 9000, finalPrice: 8800 },
      { ts: nov11 - 3600, listPrice: 9000, finalPrice: 1111 },
      { ts: nov11 + DAY + 60, listPrice: 9000, finalPrice: 9000 },
    ];
    const s = computeSummary(points, NOW);
    expect(s?.price618).toBe(6180);
    expect(s?.price618Ts).toBe(june18);
    expect(s?.price1111).toBe(1111);
    expect(s?.price1111Ts).toBe(nov11);
  });

  test('no festival price before the history starts', () => {
    expect(computeSummary([run(20, 100)], NOW)?.price618).toBeNull();
  });

  test('trend codes: historical low, rising, flat', () => {
    expect(computeSummary([run(9, 500), run(1, 400)], NOW)?.trend).toBe(TREND.historicalLow);
    expect(computeSummary([run(9, 500), run(1, 600)], NOW)?.trend).toBe(TREND.rising);
    expect(computeSummary([run(9, 500)], NOW)?.trend).toBe(TREND.flat);
  });
});

describe('mergeSummary', () => {
  // A small deterministic generator: runs every few days, some around 618 and 双11.
  function runs(seed: number, count: number, from: number): RunPoint[] {
    let x = seed;
    const next = () => {
      x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
      return x / 2_147_483_648;
    };
    const out: RunPoint[] = [];
    let ts = from;
    for (let i = 0; i < count; i++) {
      ts += Math.floor(next() * 40 * DAY) + 60;
      const finalPrice = 1000 + Math.floor(next() * 50) * 100;
      out.push({ ts, listPrice: finalPrice + 500, finalPrice });
    }
    return out;
  }

  test('appending runs gives exactly the full recompute', () => {
    let checked = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const all = runs(seed, 4 + (seed % 30), NOW - (400 + (seed % 500)) * DAY);
      const now = Math.max(NOW, (all[all.length - 1] as RunPoint).ts);
      for (const split of [1, Math.floor(all.length / 2), all.length - 1]) {
        const stored = all.slice(0, split);
        const old = computeSummary(stored, now);
        if (!old) continue;
        const merged = mergeSummary(
          old,
          stored[stored.length - 1] as RunPoint,
          all.slice(split),
          now,
        );
        expect(merged).toEqual(computeSummary(all, now));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(800);
  });
});
