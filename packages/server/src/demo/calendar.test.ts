import { describe, expect, it } from 'vitest';
import { dayOfDate, dayStartTs, shanghaiDay } from '../calendar.js';
import { saleEvents } from './calendar.js';
import { buildTimeline } from './timeline.js';

describe('Shanghai calendar days', () => {
  it('starts a day at 16:00 UTC the evening before', () => {
    const june18 = dayOfDate(2025, 6, 18);
    expect(dayStartTs(june18)).toBe(Date.UTC(2025, 5, 17, 16) / 1000);
    expect(shanghaiDay(Date.UTC(2025, 5, 17, 16) / 1000)).toBe(june18);
    expect(shanghaiDay(Date.UTC(2025, 5, 17, 16) / 1000 - 1)).toBe(june18 - 1);
  });
});

describe('saleEvents', () => {
  it('puts 618 on June 1–18 with its peak on the 18th, 双11 on Oct 20–Nov 11', () => {
    const events = saleEvents(dayOfDate(2025, 1, 1), dayOfDate(2025, 12, 31));
    const june = events.find((e) => e.kind === '618');
    const nov = events.find((e) => e.kind === 'double11');
    expect(june?.startDay).toBe(dayOfDate(2025, 6, 1));
    expect(june?.stages.find((s) => s.stage === 'peak')?.startDay).toBe(dayOfDate(2025, 6, 18));
    expect(nov?.startDay).toBe(dayOfDate(2025, 10, 20));
    expect(nov?.endDay).toBe(dayOfDate(2025, 11, 11));
  });

  it('ends the 年货节 a week before Chinese New Year', () => {
    const events = saleEvents(dayOfDate(2026, 1, 1), dayOfDate(2026, 3, 1));
    const newYear = events.find((e) => e.kind === 'newYear' && e.year === 2026);
    expect(newYear?.endDay).toBe(dayOfDate(2026, 2, 17) - 8);
    expect(newYear?.startDay).toBe(dayOfDate(2026, 2, 17) - 35);
  });
});

describe('buildTimeline', () => {
  it('covers whole Shanghai days inside [now - years, now]', () => {
    const now = Date.UTC(2026, 10, 22, 12) / 1000;
    const timeline = buildTimeline(now, 3);
    expect(dayStartTs(timeline.firstDay)).toBeGreaterThanOrEqual(now - 3 * 365 * 86_400);
    expect(dayStartTs(timeline.firstDay) - 86_400).toBeLessThan(now - 3 * 365 * 86_400);
    expect(timeline.lastDay).toBe(shanghaiDay(now));
  });
});
