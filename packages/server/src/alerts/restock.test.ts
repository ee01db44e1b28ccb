import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IdentityAnswer } from '../identity/answers.js';
import type { WatchItem } from '../personal/watchItems.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newProducts, newUser, noticesOf, watchAs, writePrices } from '../testing/personal.js';

const START = Date.UTC(2026, 7, 1, 4) / 1000;
const HOUR = 3_600;

describe.each(DIALECTS)('到货提醒 (restock, issue 38) on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;
  let dpId = '';

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += HOUR;
    me = await newUser(h);
    [dpId = ''] = await newProducts(h, [10_000]);
  });

  const watch = (body: Record<string, string>, who = me) => watchAs(who, dpId, body);

  /** Writes one price with its stock a minute after the last, as the import would. */
  async function seen(finalPrice: number, inStock: boolean) {
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice, inStock }]);
  }

  /** The user's notices, oldest first, as [kind, price, title]. */
  async function notices(who = me) {
    return (await noticesOf(who)).map((n) => [n.kind, n.price, n.title]);
  }

  test('alerts once per comeback from 无货, at the price it came back at', async () => {
    const item = await watch({ alert: 'restock' });
    expect(item.alert).toBe('restock');
    await seen(10_000, true);
    await seen(10_000, false);
    await seen(10_500, false);
    await seen(9_900, true);
    await seen(9_800, true);
    await seen(9_800, false);
    await seen(9_700, true);
    const name = `测试商品 ${dpId}`;
    expect(await notices()).toEqual([
      ['restock', 9_900, `「到货提醒」${name} 到货了：¥99.00`],
      ['restock', 9_700, `「到货提醒」${name} 到货了：¥97.00`],
    ]);
    const text = (await noticesOf(me)).at(-1)?.text;
    expect(text).toBe(`京东 · ${name}\n现价 ¥97.00，商品已重新有货`);
  });

  test('a first 有货 is no comeback, and price moves never set it off', async () => {
    await watch({ alert: 'restock' });
    await seen(10_000, true);
    await seen(8_000, true);
    await seen(7_000, true);
    expect(await notices()).toEqual([]);
  });

  test('预售 turning 有货 is the goods shipping, not a comeback; 无货 after 预售 still is', async () => {
    await watch({ alert: 'restock' });
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice: 10_000, stock: 'presale' }]);
    await seen(10_000, true);
    expect(await notices()).toEqual([]);
    await seen(10_000, false);
    await seen(9_500, true);
    expect(await notices()).toEqual([['restock', 9_500, expect.stringContaining('到货了')]]);
  });

  test('only 到货提醒 watchers hear of it; a 降价 watcher hears of the drop alone', async () => {
    const other = await newUser(h);
    await watch({ alert: 'restock' });
    await watch({ alert: 'drop' }, other);
    await seen(10_000, false);
    await seen(9_000, true);
    expect(await notices()).toEqual([['restock', 9_000, expect.stringContaining('到货了')]]);
    expect((await notices(other)).map(([kind]) => kind)).toEqual(['drop']);
  });

  test('a quiet interval keeps a second comeback within it quiet', async () => {
    await watch({ alert: 'restock', alert_interval_hours: '24' });
    for (const inStock of [false, true, false, true]) await seen(10_000, inStock);
    expect(await notices()).toHaveLength(1);
  });

  test('/UserCollection/Update switches a watch to 到货提醒; an unknown condition is refused', async () => {
    const item = await watch({});
    const updated = await me.post('/UserCollection/Update', {
      id: String(item.id),
      alert: 'restock',
    });
    expect(updated.json<IdentityAnswer<WatchItem>>().data?.alert).toBe('restock');
    const refused = await me.post('/UserCollection/Update', {
      id: String(item.id),
      alert: 'stock',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ msg: string }>().msg).toBe('提醒条件不正确');
  });
});
