import { describe, expect, it } from 'vitest';
import { sampleReading } from '../../testing/sampleReading';
import type { LookupAnswer } from '../../shared/messages';
import { MSG_LOADING, MSG_UNREACHABLE } from '../../shared/text';
import { barView, trendOf } from './barView';
import { priceLine, sparkline } from './sparkline';

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
    trendUrl: 'http://localhost:8080/ext/trend?dp=100008348542-3',
    offers: [],
    nextSale: null,
    promotions: [],
    aiRateUrl: 'http://localhost:8080/ext/ai_rate?dp=100008348542-3',
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

describe('barView: advice and other stores', () => {
  it('names the stores selling the same goods under today’s price, cheapest first', () => {
    const offer = (siteId: number, price: number) => ({
      dpId: `1-${siteId}`,
      siteId,
      price,
      url: `https://example.com/${siteId}`,
    });
    const offers = [offer(83, 489_900), offer(123, 479_900), offer(8, 509_900), offer(2, 0)];
    const view = barView(tracked({ offers }), sampleReading(), NOW_S);
    expect(view).toMatchObject({
      cheaper: [
        { store: '淘宝', price: '¥4799.00', url: 'https://example.com/123' },
        { store: '天猫', price: '¥4899.00', url: 'https://example.com/83' },
      ],
    });
  });

  it('gives the site’s buy advice on today’s price', () => {
    const atLowest = barView(tracked(), sampleReading({ finalPrice: 449_900 }), NOW_S);
    expect(atLowest).toMatchObject({ advice: { tone: 'buy', text: '当前为历史最低价，可以入手' } });
    const above = barView(tracked(), sampleReading(), NOW_S);
    expect(above).toMatchObject({ advice: { tone: 'wait', text: '近期有过更低价，建议等待' } });
  });

  it('names the store’s coming sale when it advises waiting, as the site does', () => {
    const nextSale = {
      name: '京东双12',
      startDay: '2026-12-01',
      endDay: '2026-12-12',
      daysUntil: 4,
    };
    const view = barView(tracked({ nextSale }), sampleReading(), NOW_S);
    expect(view).toMatchObject({
      advice: { tone: 'wait', text: '近期有过更低价，建议等待：京东双12 4 天后开始' },
    });
  });

  it('leads the advice with a store selling the same goods for less, as the site does', () => {
    const tmall = { dpId: '1-83', siteId: 83, price: 469_900, url: 'https://example.com/83' };
    const unpriced = { dpId: '1-2', siteId: 2, price: 0, url: 'https://example.com/2' };
    const view = barView(tracked({ offers: [unpriced, tmall] }), sampleReading(), NOW_S);
    expect(view).toMatchObject({
      advice: { tone: 'elsewhere', text: expect.stringMatching(/^天猫 ¥4699\.00，比这里便宜 ¥/) },
    });
  });
});

describe('trendOf', () => {
  it('follows the line’s last change, also when today repeats the last price', () => {
    expect(
      trendOf([
        [1, 500],
        [2, 400],
      ]),
    ).toBe('降');
    expect(
      trendOf([
        [1, 400],
        [2, 500],
        [3, 500],
      ]),
    ).toBe('涨');
    expect(
      trendOf([
        [1, 500],
        [2, 500],
      ]),
    ).toBe('平');
    expect(trendOf([])).toBe('平');
  });
});

describe('sparkline', () => {
  const box = { width: 100, height: 12 };

  it('draws 180 days as steps, from the price in effect when the window opens, then today', () => {
    const start = NOW_S - 180 * DAY;
    const line = priceLine(
      [
        [start - 10 * DAY, 300],
        [start + 90 * DAY, 100],
      ],
      200,
      NOW_S,
    );
    // 300 at the top (y=1), 100 from the middle of the history's 95 px (bottom, y=11), then
    // today's 200 (y=6) over the last 5 px.
    expect(sparkline(line, box)?.path).toBe('M0 1 H47.5 V11 H95 V6 H100');
  });

  it('draws a flat line through the middle, and nothing without history', () => {
    expect(sparkline(priceLine([[NOW_S - DAY, 500]], 500, NOW_S), box)?.path).toBe('M0 6 H100');
    expect(sparkline(priceLine([], 500, NOW_S), box)).toBeNull();
  });
});

/** The segments of a sparkline's path, as `[x1, y1, x2, y2]`. */
function segmentsOf(path: string): [number, number, number, number][] {
  const segments: [number, number, number, number][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, a, b] of path.matchAll(/([MHV])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const [fromX, fromY] = [x, y];
    if (command === 'M') [x, y] = [Number(a), Number(b)];
    if (command === 'H') x = Number(a);
    if (command === 'V') y = Number(a);
    if (command !== 'M') segments.push([fromX, fromY, x, y]);
  }
  return segments;
}

describe('barView: the sparkline and the trend', () => {
  it('ends the line on today’s page price, in a step wide enough to see', () => {
    // Up to ¥4999 yesterday, and the page says ¥4499 today: a new low, at the bottom of the box.
    const view = barView(tracked(), sampleReading({ finalPrice: 449_900 }), NOW_S);
    if (view.state !== 'tracked' || !view.sparkline) throw new Error('no sparkline');
    const { width, height, path } = view.sparkline;
    const last = segmentsOf(path).at(-1);
    expect(last?.[3]).toBe(height - 1);
    expect(last?.[1]).toBe(height - 1);
    expect(last?.[2]).toBe(width);
    expect(width - (last?.[0] ?? width)).toBeGreaterThanOrEqual(width / 20);
  });

  it.each([
    {
      name: 'today under yesterday',
      finalPrices: [
        [NOW_S - 9 * DAY, 400_000],
        [NOW_S - DAY, 500_000],
      ],
      today: 450_000,
    },
    {
      name: 'today unchanged, the server’s trend code lagging behind its line',
      finalPrices: [
        [NOW_S - 9 * DAY, 400_000],
        [NOW_S - DAY, 500_000],
      ],
      today: 500_000,
      trend: -1,
    },
    {
      name: 'a point stamped after the browser’s clock (the server’s runs ahead)',
      finalPrices: [
        [NOW_S - 9 * DAY, 500_000],
        [NOW_S + 60, 400_000],
      ],
      today: 450_000,
    },
  ] as const)(
    'says 涨 or 降 as the line’s last step goes: $name',
    ({ finalPrices, today, ...rest }) => {
      const summary = { lowestPrice: 400_000, ...('trend' in rest ? { trend: rest.trend } : {}) };
      const answer = tracked({ finalPrices, summary });
      const view = barView(answer, sampleReading({ finalPrice: today }), NOW_S);
      if (view.state !== 'tracked' || !view.sparkline) throw new Error('no sparkline');
      const step = segmentsOf(view.sparkline.path).findLast(([, y1, , y2]) => y1 !== y2);
      const drawn = step && step[3] < step[1] ? '涨' : '降';
      expect(view.trend).toBe(drawn);
    },
  );
});
