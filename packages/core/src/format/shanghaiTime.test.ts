import { describe, expect, test } from 'vitest';
import { formatShanghaiMinute } from './shanghaiTime.js';

describe('formatShanghaiMinute', () => {
  test('tells the minute in Asia/Shanghai, across the day line and at midnight', () => {
    expect(formatShanghaiMinute(Date.UTC(2024, 5, 18, 15, 30) / 1000)).toBe('2024-06-18 23:30');
    expect(formatShanghaiMinute(Date.UTC(2024, 5, 18, 16, 5, 59) / 1000)).toBe('2024-06-19 00:05');
    expect(formatShanghaiMinute(Date.UTC(2025, 11, 31, 16) / 1000)).toBe('2026-01-01 00:00');
  });
});
