import { describe, expect, it } from 'vitest';
import { sampleReading } from '../../testing/sampleReading';
import type { LookupAnswer } from '../../shared/messages';
import { MSG_LOADING, MSG_UNREACHABLE } from '../../shared/text';
import { barView, trendOf } from './barView';
import { sparkline } from './sparkline';

const DAY = 86_400;
const NOW_S = Date.UTC(2026, 10, 27, 6, 0, 0) / 1000;

function tracked(overrides: Partial<Extract<LookupAnswer, { state: 'tracked' }>> = {}) {
  return {
    state: 'tracked',
    summary: { lowestPrice: 459_900, lowest30: 479_900, trend: 0 },
    finalPrices: [
      [NOW_S - 90 * DAY, 459_900],
      [NOW_S - 20 * DAY, 479_900],
      [NOW_S - 2 * DAY, 499_900],
    ],
    historyUrl: 'http://localhost:8080/trend/100008348542-3.html',
    ...overrides,
  } satisfies LookupAnswer;
}

describe('barView', () => {
  it('shows today’s page price against the all-time and 30-day lows the server holds', () => {
    const view = barView(tracked(), sampleReading(), NOW_S);
    expect(view).toMatchObject({
      state: 'tracked',
      today: '¥4999.00',
      lowest: '¥4599.00',
      lowest30: '¥4799.00',
      isAtLowest: false,
      historyUrl: 'http://localhost:8080/trend/100008348542-3.html',
    });
  });

  it('takes the 到手价 as today’s price when the page shows one, and marks a new low', () => {
    const view = barView(tracked(), sampleReading({ finalPrice: 449_900 }), NOW_S);
    expect(view).toMatchObject({ today: '¥4499.00', isAtLowest: true, trend: '降' });
  });

  it('leaves out lows the server does not know yet', () => {
    const view = barView(tracked({ summary: {}, finalPrices: [] }), sampleReading(), NOW_S);
    expect(view).toMatchObject({ lowest: null, lowest30: null, trend: '平', isAtLowest: false });
  });

  it('is loading until the server answered, then says what it said', () => {
    expect(barView(null, sampleReading(), NOW_S)).toEqual({
      state: 'loading',
      message: MSG_LOADING,
    });
    const down = { state: 'unreachable', message: MSG_UNREACHABLE } as const;
    expect(barView(down, sampleReading(), NOW_S)).toEqual(down);
  });
});

describe('trendOf', () => {
  const line = [
    [1, 500],
    [2, 400],
  ] as const;

  it('compares today with the last price held', () => {
    expect(trendOf(390, line, 0)).toBe('降');
    expect(trendOf(410, line, -1)).toBe('涨');
  });

  it('follows the server’s trend code when today’s price is the last one held', () => {
    expect(trendOf(400, line, -2)).toBe('降');
    expect(trendOf(400, line, -1)).toBe('降');
    expect(trendOf(400, line, 0)).toBe('平');
    expect(trendOf(400, line, 1)).toBe('涨');
    expect(trendOf(400, line, undefined)).toBe('平');
    expect(trendOf(400, [], 1)).toBe('平');
  });
});

describe('sparkline', () => {
  const box = { width: 100, height: 12 };

  it('draws 180 days as steps, from the price in effect when the window opens to today', () => {
    const start = NOW_S - 180 * DAY;
    const points = [
      [start - 10 * DAY, 300],
      [start + 90 * DAY, 100],
    ] as const;
    // 300 at x=0 (top, y=1), 100 from the middle (bottom, y=11), today 200 at the end (y=6).
    expect(sparkline(points, 200, NOW_S, box)?.path).toBe('M0 1 H50 V11 H100 V6');
  });

  it('draws a flat line through the middle, and nothing without history', () => {
    expect(sparkline([[NOW_S - DAY, 500]], 500, NOW_S, box)?.path).toBe('M0 6 H100');
    expect(sparkline([], 500, NOW_S, box)).toBeNull();
  });
});
