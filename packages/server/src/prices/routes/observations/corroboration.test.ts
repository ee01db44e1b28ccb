import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  importHistory,
  postReports,
  priceHarness,
  summaryOf,
  type PriceHarness,
  type ReportsAnswer,
} from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const DAY = 86_400;
const START_PRICE = 500_000;
const DROP = 200_000; // −60%

describe.each(DIALECTS)('corroborating a disputed price on %s', (dialect) => {
  let h: PriceHarness;
  let proxied: PriceHarness;
  let product = 0;

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW);
    proxied = await priceHarness(dialect, NOW, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await h.app.close();
    await proxied.app.close();
  });

  async function freshProduct(harness = h): Promise<string> {
    const dp = `1000120440${String(++product).padStart(2, '0')}-3`;
    await importHistory(harness, dp, [[NOW - 30 * DAY, START_PRICE]]);
    return dp;
  }

  async function report(dp: string, ip: string, at: number, price = DROP, harness = h) {
    harness.now.value = at;
    const answer = await postReports(harness, [{ dpId: dp, listPrice: price, observedAt: at }], {
      ip,
    });
    return answer.json<ReportsAnswer>();
  }

  async function points(dp: string, harness = h) {
    return harness.db.kysely
      .selectFrom('price_points')
      .innerJoin('products', 'products.id', 'price_points.product_id')
      .select(['price_points.ts', 'price_points.final_price', 'price_points.source'])
      .where('products.dp_id', '=', dp)
      .orderBy('price_points.ts')
      .execute();
  }

  test('two networks agreeing on a real −60% change publish it at once', async () => {
    const dp = await freshProduct();
    expect(await report(dp, '203.0.113.5', NOW - 30)).toMatchObject({ pending: 1 });
    expect((await summaryOf(h, dp)).currentFinal).toBe(START_PRICE);
    // Within 2% is the same price (a rounding or a coupon shown differently).
    expect(await report(dp, '198.51.100.7', NOW, DROP + 3_000)).toMatchObject({ accepted: 1 });
    expect(await summaryOf(h, dp)).toMatchObject({ currentFinal: DROP + 3_000, lowestPrice: DROP });
    expect(await points(dp)).toEqual([
      { ts: NOW - 30 * DAY, final_price: START_PRICE, source: 'import' },
      { ts: NOW - 30, final_price: DROP, source: 'corroborated' },
      { ts: NOW, final_price: DROP + 3_000, source: 'corroborated' },
    ]);
  });

  test('reports agreeing on the 到手价 but not on the 页面价 do not corroborate each other', async () => {
    const dp = await freshProduct();
    h.now.value = NOW;
    const poisoned = { dpId: dp, listPrice: 999_999_999, finalPrice: DROP, observedAt: NOW };
    await postReports(h, [poisoned], { ip: '203.0.113.5' });
    const honest = { dpId: dp, listPrice: DROP, observedAt: NOW };
    const answer = await postReports(h, [honest], { ip: '198.51.100.7' });
    expect(answer.json<ReportsAnswer>()).toMatchObject({ pending: 1 });
    expect(await summaryOf(h, dp)).toMatchObject({
      currentList: START_PRICE,
      currentFinal: START_PRICE,
    });
  });

  test('a disputed report queues one verification fetch for the tracker', async () => {
    const dp = await freshProduct();
    await report(dp, '203.0.113.5', NOW);
    await report(dp, '203.0.113.5', NOW + 60, 1);
    const queued = await h.db.kysely
      .selectFrom('verification_requests')
      .innerJoin('products', 'products.id', 'verification_requests.product_id')
      .select(['verification_requests.reason', 'verification_requests.requested_at'])
      .where('products.dp_id', '=', dp)
      .execute();
    expect(queued).toEqual([{ reason: 'disputed_price', requested_at: NOW }]);
  });

  test('addresses of one /24 or one IPv6 /48 are one network', async () => {
    const v4 = await freshProduct();
    await report(v4, '203.0.113.5', NOW);
    expect(await report(v4, '203.0.113.200', NOW + 10)).toMatchObject({ pending: 1 });
    expect((await summaryOf(h, v4)).currentFinal).toBe(START_PRICE);
    const v6 = await freshProduct();
    await report(v6, '2001:db8:1:1::5', NOW + 20);
    expect(await report(v6, '2001:db8:1:ffff::9', NOW + 30)).toMatchObject({ pending: 1 });
    expect((await summaryOf(h, v6)).currentFinal).toBe(START_PRICE);
    expect(await report(v6, '2001:db8:2::9', NOW + 40)).toMatchObject({ accepted: 1 });
  });

  test('reports more than six hours apart do not corroborate each other', async () => {
    const dp = await freshProduct();
    await report(dp, '203.0.113.5', NOW);
    expect(await report(dp, '198.51.100.7', NOW + 6 * 3_600 + 1)).toMatchObject({ pending: 1 });
    expect((await summaryOf(h, dp)).currentFinal).toBe(START_PRICE);
  });

  test('a solo report shows as 待核实 and never moves the guard, not even a day later', async () => {
    const dp = await freshProduct();
    expect(await report(dp, '203.0.113.5', NOW, 300_000)).toMatchObject({ accepted: 1 });
    const shown = { listPrice: 300_000, finalPrice: 300_000, observedAt: NOW, source: 'extension' };
    expect(await summaryOf(h, dp)).toMatchObject({ currentFinal: START_PRICE, pending: shown });
    expect(await report(dp, '203.0.113.5', NOW + 60, 200_000)).toMatchObject({ pending: 1 });
    expect(await report(dp, '203.0.113.5', NOW + DAY + 60, 200_000)).toMatchObject({
      pending: 1,
    });
    expect(await summaryOf(h, dp)).toMatchObject({ currentFinal: START_PRICE, pending: shown });
  });

  test('an import still publishes any move at once', async () => {
    const dp = await freshProduct();
    h.now.value = NOW;
    await importHistory(h, dp, [[NOW - 60, 50_000]]);
    expect(await summaryOf(h, dp)).toMatchObject({ currentFinal: 50_000, lowestPrice: 50_000 });
  });

  test('behind TRUST_PROXY the forwarded client is the reporter', async () => {
    const dp = await freshProduct(proxied);
    const via = (client: string, at: number) => {
      proxied.now.value = at;
      return postReports(proxied, [{ dpId: dp, listPrice: DROP, observedAt: at }], {
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    };
    expect((await via('203.0.113.5', NOW)).json<ReportsAnswer>().pending).toBe(1);
    expect((await via('198.51.100.7', NOW + 10)).json<ReportsAnswer>().accepted).toBe(1);
  });

  test('without TRUST_PROXY a forged X-Forwarded-For is one network', async () => {
    const dp = await freshProduct();
    for (const [i, forged] of ['203.0.113.5', '198.51.100.7'].entries()) {
      h.now.value = NOW + i;
      const answer = await postReports(h, [{ dpId: dp, listPrice: DROP, observedAt: NOW + i }], {
        ip: '192.0.2.1',
        headers: { 'x-forwarded-for': forged },
      });
      expect(answer.json<ReportsAnswer>().pending).toBe(1);
    }
  });
});
