import { describe, expect, test } from 'vitest';
import { formatDayRange, formatDottedDay, formatIsoDay } from './shanghaiDay.js';

// 2024-06-18 23:30 in Shanghai is still the 18th there, although UTC has it at 15:30.
const JUNE_18_LATE = Date.UTC(2024, 5, 18, 15, 30) / 1000;
// 2024-06-18 16:30 UTC is already the 19th in Shanghai.
const JUNE_19_EARLY = Date.UTC(2024, 5, 18, 16, 30) / 1000;

describe('formatIsoDay', () => {
  test('counts calendar days in Asia/Shanghai', () => {
    // 2024-01-31 16:00 UTC is already 2024-02-01 in Shanghai.
    expect(formatIsoDay(Date.UTC(2024, 0, 31, 4) / 1000)).toBe('2024-01-31');
    expect(formatIsoDay(Date.UTC(2024, 0, 31, 16) / 1000)).toBe('2024-02-01');
  });
});

describe('formatDottedDay', () => {
  test('counts calendar days in Asia/Shanghai', () => {
    expect(formatDottedDay(JUNE_18_LATE)).toBe('2024.06.18');
    expect(formatDottedDay(JUNE_19_EARLY)).toBe('2024.06.19');
    expect(formatDottedDay(JUNE_19_EARLY, false)).toBe('06.19');
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
