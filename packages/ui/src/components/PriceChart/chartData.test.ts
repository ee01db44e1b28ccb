import { describe, expect, test } from 'vitest';
import { alignSeries, DAY_SECONDS, rangeStart, sortPoints } from './chartData';
import type { PricePoint } from './priceTypes';

const T0 = 1_700_000_000;
const day = (n: number) => T0 + n * DAY_SECONDS;

describe('alignSeries', () => {
  test('merges both lines on one x axis and carries the last price forward', () => {
    const list: PricePoint[] = [
      [day(0), 1000],
      [day(2), 900],
    ];
    const final: PricePoint[] = [
      [day(1), 800],
      [day(2), 700],
    ];
    expect(alignSeries(list, final, 'all')).toEqual({
      xs: [day(0), day(1), day(2)],
      list: [1000, 1000, 900],
      final: [null, 800, 700],
    });
  });

  test('a line that began before the window enters at its left edge with the price then in force', () => {
    const list: PricePoint[] = [
      [day(0), 1000],
      [day(50), 900],
    ];
    const { xs, list: values, final } = alignSeries(list, [], '30d');
    expect(xs).toEqual([day(20), day(50)]);
    expect(values).toEqual([1000, 900]);
    expect(final).toEqual([null, null]);
  });

  test('unsorted input and non-finite values are cleaned up', () => {
    const list: PricePoint[] = [
      [day(2), 900],
      [day(0), 1000],
      [day(1), Number.NaN],
    ];
    expect(alignSeries(list, [], 'all').list).toEqual([1000, 900]);
  });

  test('no points: nothing to draw', () => {
    expect(alignSeries([], [], '1y')).toEqual({ xs: [], list: [], final: [] });
  });
});

test.each([
  ['30d', day(70)],
  ['90d', day(10)],
  ['1y', day(0)],
  ['all', day(0)],
] as const)('range %s starts at the right day', (range, expected) => {
  expect(rangeStart(range, day(0), day(100))).toBe(expected);
});

test('sortPoints returns clean input unchanged', () => {
  const points: PricePoint[] = [
    [1, 2],
    [3, 4],
  ];
  expect(sortPoints(points)).toBe(points);
});
