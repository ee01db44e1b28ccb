// Issue 34 §2: what the site shows of a store's promotion and coupon texts is what core's
// promotion reader understood of them, never the free text around it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { productFacts, type PromotionFact } from '../../../ai/facts.js';
import { describeTerms } from '../../../ai/promotionTerms.js';
import { importRows } from '../../ingest/importer.js';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  historyOf,
  importHistory,
  postReports,
  priceHarness,
  type PriceHarness,
} from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const DAY = 86_400;
const CONTACT = /微信|wx_|QQ|123456789|13800138000|https?:|www\.|evil|9999000/;
const PRICE = 100_000;
const CUT = 90_000;

/** The AI's promotion facts in our own words. */
function described(read: readonly PromotionFact[] = []): string[] {
  return read.map(({ terms }) => describeTerms(terms));
}

describe.each(DIALECTS)('store texts as the site shows them on %s', (dialect) => {
  let h: PriceHarness;

  async function importTexts(dpId: string, rows: [number, number, string | null, string | null][]) {
    await importRows(
      h.db,
      rows.map(([observedAt, listPrice, promo, coupon], i) => ({
        line: i + 1,
        record: { dpId, title: '测试商品', listPrice, promo, coupon, observedAt },
      })),
      { now: h.now.value },
    );
  }

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW);
  });
  afterAll(() => h.app.close());

  test('the product page and /jd_enhance show only the terms the reader understood', async () => {
    const dp = '100012043990-3';
    await importTexts(dp, [
      [NOW - 3 * DAY, 100_000, '加微信 wx_deal88 满300减40', 'QQ群 123456789 领券减20'],
      [NOW - 2 * DAY, 99_000, '限时直降 ¥9999000 加微信领券', '咨询 13800138000 第二件半价'],
      [NOW - DAY, 98_000, 'https://evil.example/quan 8折', null],
    ]);
    const history = await historyOf(h, dp);
    expect(history.promotions).toEqual([
      { ts: NOW - 3 * DAY, promo: '满300减40', coupon: '领券减20' },
      { ts: NOW - 2 * DAY, promo: null, coupon: '第二件半价' },
      { ts: NOW - DAY, promo: '8折', coupon: null },
    ]);
    expect(JSON.stringify(history)).not.toMatch(CONTACT);
  });

  test('the AI is given only the terms the reader understood', async () => {
    const facts = await productFacts(
      { prices: h.app.prices, db: h.db, now: NOW },
      '100012043990-3',
    );
    expect(described(facts?.promotions)).toEqual(['8折', '满300减40']);
    expect(described(facts?.coupons)).toEqual(['第二件半价', '领券减20']);
    expect(JSON.stringify(facts)).not.toMatch(CONTACT);
  });

  test('/promotion/lowest lists only the rules the reader understood', async () => {
    const dp = '100012043991-3';
    await importTexts(dp, [
      [NOW - 2 * DAY, 100_000, null, null],
      [NOW - 60, 80_000, '加微信 wx_deal88 满300减40', '限时直降 ¥9999000 加微信领券'],
    ]);
    const answer = await h.app.inject('/api/lowest');
    const item = answer
      .json<{ items: { product: { dpId: string }; rules: { kind: string }[] }[] }>()
      .items.find((found) => found.product.dpId === dp);
    expect(item?.rules).toEqual([
      { kind: 'over', threshold: 30_000, amount: 4_000, crossStore: false, text: '满300减40' },
    ]);
    expect(JSON.stringify(item)).not.toMatch(CONTACT);
  });

  let product = 0;

  /** A product with one published price and no texts; its dp id. */
  async function freshProduct(): Promise<string> {
    const dp = `1000120441${String(++product).padStart(2, '0')}-3`;
    await importHistory(h, dp, [[NOW - 30 * DAY, PRICE]]);
    return dp;
  }

  async function report(dp: string, ip: string, texts: Record<string, string>, price = CUT) {
    const item = { dpId: dp, listPrice: price, observedAt: h.now.value - 30, ...texts };
    return postReports(h, [item], { ip });
  }

  async function shownTexts(dp: string) {
    const history = await historyOf(h, dp);
    const facts = await productFacts({ prices: h.app.prices, db: h.db, now: NOW }, dp);
    return {
      history: history.promotions,
      ai: described([...(facts?.promotions ?? []), ...(facts?.coupons ?? [])]),
    };
  }

  test('an anonymous report’s promo is not shown on /jd_enhance or in the AI facts', async () => {
    const dp = await freshProduct();
    await report(dp, '203.0.113.34', { promo: '限时直降 ¥9999000 加微信领券' }, PRICE);
    await report(dp, '203.0.113.34', { promo: '满300减40', coupon: '领券减20' });
    expect(await shownTexts(dp)).toEqual({ history: [], ai: [] });
  });

  test('reports from two networks publish a text only when both carried it', async () => {
    const agreed = await freshProduct();
    await report(agreed, '203.0.113.5', { promo: '满300减40', coupon: '领券减20' });
    await report(agreed, '198.51.100.7', { promo: '满300减40', coupon: '领券减5' });
    expect(await shownTexts(agreed)).toEqual({
      history: [{ ts: NOW - 30, promo: '满300减40', coupon: null }],
      ai: ['满300减40'],
    });
  });

  test('a trusted price settles a report’s prices, not a text the source did not see', async () => {
    const dp = await freshProduct();
    await report(dp, '203.0.113.5', { promo: '满300减40' });
    await importHistory(h, dp, [[NOW, CUT]]);
    expect((await historyOf(h, dp)).summary).toMatchObject({ currentFinal: CUT });
    expect(await shownTexts(dp)).toEqual({ history: [], ai: [] });
  });

  test('a report that creates a product publishes its price, not its texts', async () => {
    const dp = '1000120442-3';
    const answer = await postReports(
      h,
      [
        {
          url: 'https://item.jd.com/1000120442.html',
          title: '新商品',
          listPrice: PRICE,
          promo: '满300减40',
          coupon: '领券减20',
          observedAt: NOW - 30,
        },
      ],
      { ip: '203.0.113.5' },
    );
    expect(answer.json<{ accepted: number }>().accepted).toBe(1);
    expect((await historyOf(h, dp)).summary).toMatchObject({ currentFinal: PRICE });
    expect(await shownTexts(dp)).toEqual({ history: [], ai: [] });
  });
});
