import { describe, expect, test } from 'vitest';
import { demoCoupons, demoEvents } from './events.js';

// 2026-11-20 12:00 and 2027-06-10 12:00 Asia/Shanghai: outside and inside a festival.
const DATES = [Date.UTC(2026, 10, 20, 4) / 1000, Date.UTC(2027, 5, 10, 4) / 1000];

describe.each(DATES)('the demo promotions at %i', (now) => {
  test('always has events running now and events still to come', () => {
    const events = demoEvents(now);
    expect(events.some((e) => e.startsAt <= now && e.endsAt > now)).toBe(true);
    expect(events.some((e) => e.startsAt > now)).toBe(true);
    expect(events.every((e) => e.endsAt > now)).toBe(true);
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
  });

  test('always has coupons valid now and one still to come at every store', () => {
    const coupons = demoCoupons(now);
    expect(coupons.filter((c) => c.validFrom <= now && c.validTo > now).length).toBeGreaterThan(6);
    expect(coupons.some((c) => c.validFrom > now)).toBe(true);
    expect(coupons.every((c) => c.threshold === 0 || c.amount < c.threshold)).toBe(true);
  });
});
