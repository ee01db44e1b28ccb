// Replays of the attacks of issue #17 §1, each on its own product and connection.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productFacts } from '../../../ai/facts.js';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  historyOf,
  importHistory,
  postReports,
  priceHarness,
  summaryOf,
  type PriceHarness,
  type ReportsAnswer,
} from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const DAY = 86_400;

describe.each(DIALECTS)('attacks on published prices on %s', (dialect) => {
  let h: PriceHarness;

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW);
  });
  afterAll(() => h.app.close());

  async function finalPrices(dpId: string): Promise<number[]> {
    const rows = await h.db.kysely
      .selectFrom('price_points')
      .innerJoin('products', 'products.id', 'price_points.product_id')
      .select('price_points.final_price')
      .where('products.dp_id', '=', dpId)
      .orderBy('price_points.ts')
      .execute();
    return rows.map((row) => row.final_price);
  }

  test('two client ids on one connection cannot publish ¥0.01 for a ¥1,149.00 product', async () => {
    const dp = '100012043978-3';
    await importHistory(h, dp, [
      [NOW - 90 * DAY, 129_900],
      [NOW - 30 * DAY, 114_900],
    ]);
    const before = await summaryOf(h, dp);
    for (const client of ['attacker-1', 'attacker-2']) {
      const answer = await postReports(h, [{ dpId: dp, listPrice: 1, observedAt: NOW - 60 }], {
        ip: '203.0.113.66',
        headers: { 'x-pricetrail-client': client },
      });
      expect(answer.json<ReportsAnswer>().accepted).toBe(0);
    }
    const after = await summaryOf(h, dp);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ currentFinal: 114_900, lowestPrice: 114_900, low60: 114_900 });
  });

  test('six 49% steps without a client id never take the price past the guard', async () => {
    const dp = '100012043979-3';
    const start = 200_000;
    await importHistory(h, dp, [[NOW - 90 * DAY, start]]);
    const steps = [0.51, 0.51, 0.51, 1.49, 1.49, 1.49];
    let price = start;
    for (const [i, step] of steps.entries()) {
      price = Math.round(price * step);
      const at = NOW + (i + 1) * 60;
      h.now.value = at;
      const answer = await postReports(h, [{ dpId: dp, listPrice: price, observedAt: at }], {
        ip: '198.51.100.66',
      });
      expect(answer.statusCode).toBe(200);
    }
    // The replay went to −87% and back up 231%: only the first step, inside the guard, shows, as
    // 待核实 beside the published price, which none of them moved.
    expect(price).toBe(87_761);
    expect(await finalPrices(dp)).toEqual([start]);
    expect(await summaryOf(h, dp)).toMatchObject({
      currentFinal: start,
      lowestPrice: start,
      low60: start,
      pending: { finalPrice: 102_000, observedAt: NOW + 60 },
    });
    h.now.value = NOW;
  });

  test('a report dated 40 days back is refused and leaves the lows alone', async () => {
    const dp = '100012043980-3';
    await importHistory(h, dp, [
      [NOW - 90 * DAY, 129_900],
      [NOW - 50 * DAY, 114_900],
    ]);
    const before = await summaryOf(h, dp);
    const answer = await postReports(
      h,
      [{ dpId: dp, listPrice: Math.round(114_900 * 0.51), observedAt: NOW - 40 * DAY }],
      { ip: '192.0.2.66' },
    );
    expect(answer.json<ReportsAnswer>().results).toEqual([
      {
        index: 0,
        status: 'rejected',
        msg: '观察时间与服务器时间相差超过 10 分钟，请校准本机时间后重试',
      },
    ]);
    const after = await summaryOf(h, dp);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ lowestPrice: 114_900, low60: 114_900 });
  });

  test('a 页面价 of ¥9,999,999.99 beside the current 到手价 is held, not published', async () => {
    const dp = '100012043981-3';
    await importHistory(h, dp, [[NOW - 30 * DAY, 114_900]]);
    const answer = await postReports(
      h,
      [{ dpId: dp, listPrice: 999_999_999, finalPrice: 114_900, observedAt: NOW - 60 }],
      { ip: '203.0.113.67' },
    );
    expect(answer.json<ReportsAnswer>().results).toEqual([
      { index: 0, status: 'pending', dpId: dp },
    ]);
    // The product page, /ext/trend and /jd_enhance read the summary and the chart's lines.
    expect(await summaryOf(h, dp)).toMatchObject({ currentList: 114_900, currentFinal: 114_900 });
    const history = await historyOf(h, dp);
    expect(history.listPrice.map(([, fen]) => fen)).toEqual([114_900]);
    const facts = await productFacts({ prices: h.app.prices, db: h.db, now: NOW }, dp);
    expect(facts?.listPrice).toBe(114_900);
  });

  test('rotating the client header and the fp cookie does not reset the rate limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const answer = await postReports(h, [{ dpId: 'x' }], {
        ip: '198.51.100.99',
        headers: { 'x-pricetrail-client': `rotating-${i}`, cookie: `fp=device-${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60).every((s) => s === 429)).toBe(true);
  });
});
