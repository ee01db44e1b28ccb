import { formatIsoDay } from '@pricetrail/core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DAY_S } from '../calendar.js';
import { inTransaction } from '../db/transaction.js';
import type { WatchItem } from '../personal/watchItems.js';
import { publish } from '../prices/ingest/publish.js';
import { DIALECTS } from '../testing/dialects.js';
import {
  identityHarness,
  type IdentityClient,
  type IdentityHarness,
} from '../testing/identityClient.js';
import { newProducts, newUser, writePrices } from '../testing/personal.js';

const START = Date.UTC(2026, 6, 1, 4) / 1000;

describe.each(DIALECTS)('the alert outbox on %s', (dialect) => {
  let h: IdentityHarness;
  let me: IdentityClient;

  beforeAll(async () => {
    h = await identityHarness(dialect, START);
  });
  afterAll(() => h.app.close());
  beforeEach(async () => {
    h.now.value += 3_600;
    me = await newUser(h);
  });

  async function watch(dpId: string, body: Record<string, string> = {}, who = me) {
    const answer = await who.post('/UserCollection/Add', { dp_id: dpId, ...body });
    return answer.json<{ data: WatchItem }>().data;
  }

  /** Writes one price a minute after the last, as the import would. */
  async function price(dpId: string, finalPrice: number) {
    h.now.value += 60;
    await writePrices(h, [{ dpId, finalPrice }]);
  }

  async function alertsOf(item: WatchItem) {
    const owner = await h.db.kysely
      .selectFrom('watch_items')
      .select('user_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    return h.db.kysely
      .selectFrom('alert_events')
      .select(['kind', 'price', 'previous_price', 'claim_amount'])
      .where('user_id', '=', owner.user_id)
      .orderBy('id')
      .execute();
  }

  test('any drop alerts on each drop; a rise re-arms; an unchanged price never repeats', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    const item = await watch(dpId);
    expect(item.alert).toBe('drop');
    await price(dpId, 9_000);
    await price(dpId, 9_000);
    await price(dpId, 8_500);
    await price(dpId, 9_500);
    await price(dpId, 9_000);
    expect(await alertsOf(item)).toEqual([
      { kind: 'drop', price: 9_000, previous_price: 10_000, claim_amount: null },
      { kind: 'drop', price: 8_500, previous_price: 9_000, claim_amount: null },
      { kind: 'drop', price: 9_000, previous_price: 9_500, claim_amount: null },
    ]);
  });

  test('a target alerts when reached, again only lower or after the price rose back above it', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    const item = await watch(dpId, { target_price: '8000' });
    expect(item.alert).toBe('target');
    for (const fen of [9_000, 8_000, 7_900, 7_950, 8_100, 8_000]) await price(dpId, fen);
    expect((await alertsOf(item)).map((a) => [a.kind, a.price])).toEqual([
      ['target', 8_000],
      ['target', 7_900],
      ['target', 8_000],
    ]);
  });

  test('a percent drop is measured from the price at saving', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    const item = await watch(dpId, { alert: 'percent', alert_percent: '20' });
    await price(dpId, 8_500);
    await price(dpId, 8_000);
    expect(await alertsOf(item)).toEqual([
      { kind: 'percent', price: 8_000, previous_price: 10_000, claim_amount: null },
    ]);
  });

  test('a new historical low alerts against the old low', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    await price(dpId, 9_000);
    await price(dpId, 9_500);
    const item = await watch(dpId, { alert: 'lowest' });
    await price(dpId, 9_200);
    await price(dpId, 8_900);
    expect(await alertsOf(item)).toEqual([
      { kind: 'lowest', price: 8_900, previous_price: 9_000, claim_amount: null },
    ]);
  });

  test('an item set to off stays quiet; each watcher gets only their own alert', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    const quiet = await watch(dpId, { alert: 'off' });
    const other = await newUser(h);
    const theirs = await watch(dpId, {}, other);
    await price(dpId, 9_000);
    expect(await alertsOf(quiet)).toEqual([]);
    expect(await alertsOf(theirs)).toHaveLength(1);
  });

  test('价保: a price below what was paid alerts with the amount to claim, until the window ends', async () => {
    const [dpId = ''] = await newProducts(h, [9_000]);
    const item = await watch(dpId, { alert: 'off' });
    await me.post('/UserExtend/WorthOrderAdd', {
      dp_id: dpId,
      paid_price: '9000',
      bought_at: formatIsoDay(h.now.value),
      window_days: '2',
    });
    await price(dpId, 8_500);
    await price(dpId, 8_700);
    expect(await alertsOf(item)).toEqual([
      { kind: 'protect', price: 8_500, previous_price: 9_000, claim_amount: 500 },
    ]);
    h.now.value += 2 * DAY_S;
    await price(dpId, 8_000);
    expect(await alertsOf(item)).toHaveLength(1);
  });

  test('an alert exists exactly when its price does: a rolled-back write leaves neither', async () => {
    const [dpId = ''] = await newProducts(h, [10_000]);
    const item = await watch(dpId);
    const product = await h.db.kysely
      .selectFrom('products')
      .select('id')
      .where('dp_id', '=', dpId)
      .executeTakeFirstOrThrow();
    const crash = new Error('killed before commit');
    const write = inTransaction(h.db, async (trx) => {
      const now = h.now.value + 60;
      const point = { productId: product.id, ts: now, listPrice: 9_000, finalPrice: 9_000 };
      await publish(trx, [point], 'import', now);
      throw crash;
    });
    await expect(write).rejects.toBe(crash);
    expect(await alertsOf(item)).toEqual([]);
    const current = await h.db.kysely
      .selectFrom('product_summaries')
      .select('current_final')
      .where('product_id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(current.current_final).toBe(10_000);
  });
});
