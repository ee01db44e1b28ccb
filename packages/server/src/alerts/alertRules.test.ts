import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DAY_S } from '../calendar.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newProducts, newUser, noticesOf, watchAs, writePrices } from '../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;
const HOUR = 3_600;

let items = 0;

describe.each(DIALECTS)('涨价, 近 N 天最低 and the quiet interval (issue 38) on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += HOUR;
    me = await newUser(h);
  });

  const watch = (dpId: string, body: Record<string, string>, who = me) => watchAs(who, dpId, body);

  /** Writes one price a minute after the last, as the import would. */
  async function price(dpId: string, finalPrice: number) {
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice }]);
  }

  /** The user's notices, oldest first, as [kind, price, compared price, title]. */
  async function notices(who = me) {
    return (await noticesOf(who)).map((n) => [n.kind, n.price, n.previous_price, n.title]);
  }

  test('涨价 alerts on a rise, again on a further rise, and re-arms once the price falls', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await watch(dpId, { alert: 'rise' });
    for (const fen of [9_000, 11_000, 11_000, 12_000, 11_500, 11_800]) await price(dpId, fen);
    const name = `测试商品 ${dpId}`;
    expect(await notices()).toEqual([
      ['rise', 11_000, 9_000, `「涨价提醒」${name} 涨价了：¥90.00 → ¥110.00`],
      ['rise', 12_000, 11_000, `「涨价提醒」${name} 涨价了：¥110.00 → ¥120.00`],
      ['rise', 11_800, 11_500, `「涨价提醒」${name} 涨价了：¥115.00 → ¥118.00`],
    ]);
    const text = (await noticesOf(me)).at(-1)?.text;
    expect(text).toBe(`京东 · ${name}\n现价 ¥118.00，涨价前 ¥115.00`);
  });

  describe('近 N 天最低', () => {
    let dpId = '';

    /**
     * A product whose history (days before now): ¥100 at 40, ¥80 at 38, ¥96 at 35, ¥95 at 20,
     * ¥90 at 10. In effect 30 days ago: ¥96, so the 30-day low is ¥90; 36 days ago ¥80 was.
     */
    beforeEach(async () => {
      dpId = `${8_100_000 + ++items}-3`;
      const history = [
        [40, 10_000],
        [38, 8_000],
        [35, 9_600],
        [20, 9_500],
        [10, 9_000],
      ] as const;
      for (const [daysAgo, fen] of history) {
        await writePrices(h, [{ dpId, finalPrice: fen, at: h.now.value - daysAgo * DAY_S }]);
      }
    });

    test('alerts at the window’s low, named with its N; longer windows reaching ¥80 stay quiet', async () => {
      const other = await newUser(h);
      const third = await newUser(h);
      await watch(dpId, { alert: 'lowest_days', alert_days: '30' });
      await watch(dpId, { alert: 'lowest_days', alert_days: '60' }, other);
      // 36 days back the ¥80 run (begun 38 days ago) was still the price: it counts.
      await watch(dpId, { alert: 'lowest_days', alert_days: '36' }, third);
      await price(dpId, 9_100);
      expect(await notices()).toEqual([]);
      await price(dpId, 8_900);
      expect(await notices()).toEqual([
        ['lowest_days', 8_900, 9_000, `「近 30 天最低」测试商品 ${dpId} 到了近 30 天最低价 ¥89.00`],
      ]);
      const text = (await noticesOf(me)).at(-1)?.text;
      expect(text).toBe(`京东 · 测试商品 ${dpId}\n现价 ¥89.00，此前近 30 天最低 ¥90.00`);
      expect(await notices(other)).toEqual([]);
      expect(await notices(third)).toEqual([]);
      await price(dpId, 7_900);
      expect((await notices(other)).map((n) => n.slice(0, 3))).toEqual([
        ['lowest_days', 7_900, 8_000],
      ]);
      expect((await notices(third)).map((n) => n.slice(0, 3))).toEqual([
        ['lowest_days', 7_900, 8_000],
      ]);
    });

    test('a price back at the window’s low alerts again once a rise re-armed it', async () => {
      await watch(dpId, { alert: 'lowest_days', alert_days: '30' });
      for (const fen of [8_900, 9_100, 8_900, 8_950, 8_800]) await price(dpId, fen);
      expect((await notices()).map((n) => n.slice(0, 3))).toEqual([
        ['lowest_days', 8_900, 9_000],
        ['lowest_days', 8_900, 8_900],
        ['lowest_days', 8_800, 8_900],
      ]);
    });

    test('a price dated in the past is judged over the N days before its own date', async () => {
      await watch(dpId, { alert: 'lowest_days', alert_days: '7' });
      // Dated five days ago: the week before it saw ¥95 and ¥90, so ¥85 was its low.
      await writePrices(h, [{ dpId, finalPrice: 8_500, at: h.now.value - 5 * DAY_S }]);
      // Now the week holds ¥90 (until five days ago) and ¥85: ¥87 is not its low.
      await price(dpId, 8_700);
      await price(dpId, 8_400);
      expect((await notices()).map((n) => n.slice(0, 3))).toEqual([
        ['lowest_days', 8_500, 9_000],
        ['lowest_days', 8_400, 8_500],
      ]);
    });
  });

  test('the quiet interval holds back a second alert until its hours pass', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await watch(dpId, { alert: 'drop', alert_interval_hours: '2' });
    await price(dpId, 9_000);
    await price(dpId, 8_500);
    h.now.value += HOUR;
    await price(dpId, 8_400);
    expect((await notices()).map((n) => n.slice(0, 2))).toEqual([['drop', 9_000]]);
    h.now.value += HOUR;
    await price(dpId, 8_300);
    expect((await notices()).map((n) => n.slice(0, 2))).toEqual([
      ['drop', 9_000],
      ['drop', 8_300],
    ]);
  });

  test('a new condition owes the old one’s interval nothing; the same one keeps it', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await watch(dpId, { alert: 'drop', alert_interval_hours: '24' });
    await price(dpId, 9_000);
    // Saving the same condition again does not restart the clock or let a second alert through.
    await me.post('/UserCollection/Update', { dp_id: dpId, alert: 'drop' });
    await price(dpId, 8_000);
    expect(await notices()).toHaveLength(1);
    await me.post('/UserCollection/Update', { dp_id: dpId, alert: 'rise' });
    await price(dpId, 8_800);
    await price(dpId, 8_900);
    expect((await notices()).map((n) => n.slice(0, 2))).toEqual([
      ['drop', 9_000],
      ['rise', 8_800],
    ]);
  });

  test('without an interval every met condition alerts', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await watch(dpId, { alert: 'rise', alert_interval_hours: '3' });
    await me.post('/UserCollection/Update', { dp_id: dpId, alert_interval_hours: '' });
    for (const fen of [10_500, 11_000, 12_000]) await price(dpId, fen);
    expect(await notices()).toHaveLength(3);
  });
});
