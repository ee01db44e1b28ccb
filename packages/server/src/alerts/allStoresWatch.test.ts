import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { IdentityAnswer } from '../identity/answers.js';
import type { WatchItem } from '../personal/watchItems.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newUser, noticesOf, watchAs, writePrices } from '../testing/personal.js';

const START = Date.UTC(2026, 7, 1, 4) / 1000;
const HOUR = 3_600;

let clusters = 0;

describe.each(DIALECTS)(
  'a watch covering the same goods in every store (issue 36) on %s',
  (dialect) => {
    let h: IdentityHarness;
    let me: IdentityClient;
    /** The same goods at 京东 (watched) and 天猫, one cluster per test. */
    let jd = '';
    let tmall = '';
    let cluster = '';

    beforeAll(async () => {
      h = await identityHarness(dialect, START);
    });
    afterAll(() => h.app.close());
    beforeEach(async () => {
      h.now.value += HOUR;
      me = await newUser(h);
      clusters += 1;
      cluster = `all-stores-${clusters}`;
      jd = `${7_300_000 + clusters}-3`;
      tmall = `${7_400_000 + clusters}-83`;
      await writePrices(h, [
        { dpId: jd, finalPrice: 199_900, clusterKey: cluster },
        { dpId: tmall, finalPrice: 210_000, clusterKey: cluster },
      ]);
    });

    const watch = (body: Record<string, string>, who = me) => watchAs(who, jd, body);

    /** Writes one price a minute after the last. */
    async function price(dpId: string, finalPrice: number) {
      h.now.value += 60;
      await writePrices(h, [{ dpId, finalPrice, clusterKey: cluster }]);
    }

    /** The user's notices, oldest first, as [kind, dp id, price, compared price]. */
    async function notices(who = me) {
      return (await noticesOf(who)).map((n) => [n.kind, n.dp_id, n.price, n.previous_price]);
    }

    test('one target price for every store: the cheapest listing anywhere alerts, named with its store', async () => {
      const item = await watch({ target_price: '180000', all_stores: '1' });
      expect([item.alert, item.all_stores, item.other_stores]).toEqual(['target', true, 1]);
      const ownStoreOnly = await newUser(h);
      await watch({ target_price: '180000' }, ownStoreOnly);

      await price(tmall, 175_000);
      expect(await notices()).toEqual([['target', tmall, 175_000, 199_900]]);
      expect((await noticesOf(me)).at(-1)?.text).toBe(
        `天猫 · 测试商品 ${tmall}\n全网同款最低 ¥1750.00（天猫），已到达你设置的目标价（降价前 ¥1999.00）`,
      );
      // Lower still, at the watched store: it alerts again, naming it.
      await price(jd, 170_000);
      // The other store rising leaves the cheapest price where it was: nothing.
      await price(tmall, 200_000);
      // Back above the target everywhere re-arms; the next store under it alerts.
      await price(jd, 190_000);
      await price(tmall, 179_000);
      expect((await notices()).slice(1)).toEqual([
        ['target', jd, 170_000, 175_000],
        ['target', tmall, 179_000, 190_000],
      ]);
      expect(await notices(ownStoreOnly)).toEqual([['target', jd, 170_000, 199_900]]);
    });

    test('a new low of the goods anywhere, and switching the cover off', async () => {
      await watch({ alert: 'lowest', all_stores: '1' });
      await price(tmall, 205_000);
      expect(await notices()).toEqual([]);
      await price(tmall, 195_000);
      expect(await notices()).toEqual([['lowest', tmall, 195_000, 199_900]]);

      const off = await watch({ all_stores: '0' });
      expect(off.all_stores).toBe(false);
      await price(tmall, 150_000);
      expect(await notices()).toHaveLength(1);
      await price(jd, 190_000);
      expect((await notices()).slice(1)).toEqual([['lowest', jd, 190_000, 199_900]]);
    });

    test('a product without the same goods elsewhere says so; a bad switch is refused', async () => {
      const alone = `${7_500_000 + clusters}-3`;
      await writePrices(h, [{ dpId: alone, finalPrice: 5_000 }]);
      const answer = await me.post('/UserCollection/Add', { dp_id: alone, all_stores: '1' });
      expect(answer.json<IdentityAnswer<WatchItem>>().data?.other_stores).toBe(0);

      await watch({ all_stores: '1', target_price: '180000' });
      const refused = await me.post('/UserCollection/Update', {
        dp_id: jd,
        all_stores: 'yes',
        target_price: '170000',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toBe('“全网同款”只能是 1 或 0');
      const kept = await watch({});
      expect([kept.all_stores, kept.target_price]).toEqual([true, 180_000]);
    });
  },
);
