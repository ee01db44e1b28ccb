import { describe, expect, test } from 'vitest';
import { formatClock, parseClock, quietUntil } from './quietHours.js';

/** Epoch seconds of a Shanghai wall-clock time on 2026-07-01. */
const at = (hh: number, mm: number) => Date.UTC(2026, 6, 1, hh - 8, mm) / 1000;

describe('quiet hours (Shanghai time)', () => {
  test('none set, or an empty span, is never quiet', () => {
    expect(quietUntil(null, null, at(23, 0))).toBeUndefined();
    expect(quietUntil(600, 600, at(10, 0))).toBeUndefined();
  });

  test('a span within the day: quiet from its start up to (not at) its end', () => {
    const [start, end] = [parseClock('13:00') ?? 0, parseClock('14:30') ?? 0];
    expect(quietUntil(start, end, at(12, 59))).toBeUndefined();
    expect(quietUntil(start, end, at(13, 0))).toBe(at(14, 30));
    expect(quietUntil(start, end, at(14, 29) + 30)).toBe(at(14, 30));
    expect(quietUntil(start, end, at(14, 30))).toBeUndefined();
  });

  test('a span past midnight ends the next morning', () => {
    const [start, end] = [parseClock('22:00') ?? 0, parseClock('08:00') ?? 0];
    expect(quietUntil(start, end, at(23, 15))).toBe(at(8, 0) + 86_400);
    expect(quietUntil(start, end, at(3, 0))).toBe(at(8, 0));
    expect(quietUntil(start, end, at(12, 0))).toBeUndefined();
  });

  test('clock texts', () => {
    expect(parseClock('07:05')).toBe(425);
    expect(['24:00', '7:05', '12:60', ''].map(parseClock)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(formatClock(425)).toBe('07:05');
  });
});
