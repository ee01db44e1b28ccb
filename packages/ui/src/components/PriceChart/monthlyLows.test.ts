import { expect, test } from 'vitest';
import { monthlyLows } from './monthlyLows';
import { formatMonth } from './shanghaiDate';

// 2024-01-31 16:00 UTC is already 2024-02-01 in Shanghai.
const JAN_31_NOON = Date.UTC(2024, 0, 31, 4) / 1000;
const FEB_1_MIDNIGHT_SHANGHAI = Date.UTC(2024, 0, 31, 16) / 1000;

test('calendar months are Asia/Shanghai ones', () => {
  expect(formatMonth(FEB_1_MIDNIGHT_SHANGHAI)).toBe('2024-02');
});

test('the lowest price of each Shanghai month, across a month boundary at UTC 16:00', () => {
  const xs = [
    JAN_31_NOON - 86_400,
    JAN_31_NOON,
    FEB_1_MIDNIGHT_SHANGHAI,
    FEB_1_MIDNIGHT_SHANGHAI + 86_400,
  ];
  expect(monthlyLows(xs, [900, 800, 700, 750])).toEqual([
    { month: '2024-01', ts: JAN_31_NOON, fen: 800 },
    { month: '2024-02', ts: FEB_1_MIDNIGHT_SHANGHAI, fen: 700 },
  ]);
});

test('long daily series: one row per month', () => {
  const start = Date.UTC(2020, 0, 1, 4) / 1000;
  const xs = Array.from({ length: 366 }, (_, i) => start + i * 86_400);
  const lows = monthlyLows(
    xs,
    xs.map((_, i) => 1000 - (i % 31)),
  );
  expect(lows.map((low) => low.month)).toHaveLength(12);
  expect(lows[1]?.month).toBe('2020-02');
});
