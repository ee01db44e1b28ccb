import { describe, expect, test } from 'vitest';
import { discountPercent, formatDay, formatDayRange, timeAgo } from './cardFormat';

// 2024-06-18 23:30 in Shanghai is still the 18th there, although UTC has it at 15:30.
const JUNE_18_LATE = Date.UTC(2024, 5, 18, 15, 30) / 1000;
// 2024-06-18 16:30 UTC is already the 19th in Shanghai.
const JUNE_19_EARLY = Date.UTC(2024, 5, 18, 16, 30) / 1000;

describe('formatDay', () => {
  test('counts calendar days in Asia/Shanghai', () => {
    expect(formatDay(JUNE_18_LATE)).toBe('2024.06.18');
    expect(formatDay(JUNE_19_EARLY)).toBe('2024.06.19');
    expect(formatDay(JUNE_19_EARLY, false)).toBe('06.19');
  });
});

describe('formatDayRange', () => {
  test('drops the second year inside one year, keeps it across years', () => {
    const june1 = Date.UTC(2024, 5, 1) / 1000;
    const jan3 = Date.UTC(2025, 0, 3) / 1000;
    expect(formatDayRange(june1, JUNE_18_LATE)).toBe('2024.06.01–06.18');
    expect(formatDayRange(june1, jan3)).toBe('2024.06.01–2025.01.03');
    expect(formatDayRange(june1, june1 + 3600)).toBe('2024.06.01');
  });
});

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
