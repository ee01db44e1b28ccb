import { describe, expect, test } from 'vitest';
import { discountPercent } from './cardFormat';
import { timeAgo } from './timeAgo';

// 2024-06-18 23:30 in Shanghai is still the 18th there, although UTC has it at 15:30.
const JUNE_18_LATE = Date.UTC(2024, 5, 18, 15, 30) / 1000;

describe('timeAgo', () => {
  const now = JUNE_18_LATE;
  test.each([
    [0, '刚刚'],
    [59, '刚刚'],
    [60, '1分钟前'],
    [59 * 60 + 59, '59分钟前'],
    [3600, '1小时前'],
    [23 * 3600 + 3599, '23小时前'],
    [86_400, '1天前'],
    [6 * 86_400 + 86_399, '6天前'],
    [7 * 86_400, '2024.06.11'],
  ])('%i s ago → %s', (elapsed, expected) => {
    expect(timeAgo(now - elapsed, now)).toBe(expected);
  });

  test('a time in the future reads as just now', () => {
    expect(timeAgo(now + 30, now)).toBe('刚刚');
  });
});

describe('discountPercent', () => {
  test.each([
    [4599, 5999, 23],
    [5999, 5999, 0],
    [6999, 5999, 0],
    [100, undefined, 0],
    [100, 0, 0],
    [1, 100_000, 100],
  ])('%i against %s → %i', (price, listPrice, expected) => {
    expect(discountPercent(price, listPrice)).toBe(expected);
  });
});
