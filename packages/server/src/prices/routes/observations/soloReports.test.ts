// The probe of issue 34 §3: one anonymous request moved 500 of 500 products by −49%, and every
// watcher and 价保 buyer heard of it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { factFigures, productFacts } from '../../../ai/facts.js';
import { importRows } from '../../ingest/importer.js';
import { TREND } from '../../write/summarize.js';
import { DIALECTS } from '../../../testing/dialects.js';
import {
  postReports,
  priceHarness,
  summaryOf,
  type PriceHarness,
  type ReportsAnswer,
} from '../../../testing/priceReports.js';

const NOW = 1_763_600_000;
const DAY = 86_400;
const PRODUCTS = 500;
const PRICE = 100_000;
const CUT = 51_000; // −49%: inside the guard, so it may show alone

const dpIds = Array.from({ length: PRODUCTS }, (_, i) => `${7_100_000 + i}-3`);

describe.each(DIALECTS)('one anonymous request against 500 products on %s', (dialect) => {
  let h: PriceHarness;

  /** Trusted prices for every product at `at`: one import, as the operator's feed writes them. */
  async function importAll(finalPrice: number, at: number) {
    const rows = dpIds.map((dpId, i) => ({
      line: i + 1,
      record: { dpId, title: `测试商品 ${dpId}`, listPrice: finalPrice, observedAt: at },
    }));
    await importRows(h.db, rows, { now: h.now.value });
  }

  async function newUser(phone: string): Promise<number> {
    const user = await h.db.kysely
      .insertInto('users')
      .values({ phone, email: null, nickname: phone, password_hash: null, created_at: NOW - DAY })
      .returning('id')
      .executeTakeFirstOrThrow();
    return user.id;
  }

  async function alerts() {
    return h.db.kysely
      .selectFrom('alert_events')
      .select(['user_id', 'kind', 'product_id', 'price', 'previous_price', 'created_at'])
      .execute();
  }

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW - 30 * DAY);
    // A month of one price, seen again an hour ago: enough days for a deal verdict.
    await importAll(PRICE, NOW - 30 * DAY);
    h.now.value = NOW - 3_600;
    await importAll(PRICE, NOW - 3_600);
    const products = await h.db.kysely.selectFrom('products').select('id').execute();
    const dropWatcher = await newUser('13900007001');
    const lowWatcher = await newUser('13900007002');
    const buyer = await newUser('13900007003');
    await h.db.kysely
      .insertInto('watch_items')
      .values(
        products.flatMap(({ id }) =>
          [
            [dropWatcher, 'drop'],
            [lowWatcher, 'lowest'],
          ].map(([user, kind]) => ({
            user_id: user as number,
            product_id: id,
            saved_price: PRICE,
            target_price: null,
            group_name: null,
            created_at: NOW - DAY,
            updated_at: NOW - DAY,
            alert_kind: kind as string,
            alert_percent: null,
            notified_price: null,
          })),
        ),
      )
      .execute();
    await h.db.kysely
      .insertInto('protect_orders')
      .values(
        products.map(({ id }) => ({
          user_id: buyer,
          product_id: id,
          paid_price: PRICE,
          bought_at: NOW - 2 * DAY,
          window_days: 30,
          ends_at: NOW + 28 * DAY,
          created_at: NOW - 2 * DAY,
          notified_price: null,
        })),
      )
      .execute();
    h.now.value = NOW;
  });
  afterAll(() => h.app.close());

  test('moves no alert, 价保 claim, low, 新低 marker, deal or AI figure; it shows as 待核实', async () => {
    const answer = await postReports(
      h,
      dpIds.map((dpId) => ({ dpId, listPrice: CUT, observedAt: NOW - 30 })),
      { ip: '203.0.113.34' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json<ReportsAnswer>()).toMatchObject({ accepted: PRODUCTS, rejected: 0 });

    expect(await alerts()).toEqual([]);
    const claimed = await h.db.kysely
      .selectFrom('protect_orders')
      .select('id')
      .where('notified_price', 'is not', null)
      .execute();
    expect(claimed).toEqual([]);
    const deals = await h.db.kysely.selectFrom('product_deals').select('product_id').execute();
    expect(deals).toEqual([]);
    const dealList = await h.app.inject('/api/deals');
    expect(dealList.json<{ total: number }>().total).toBe(0);
    const lows = await h.db.kysely
      .selectFrom('product_summaries')
      .select(['current_final', 'lowest_price', 'low_30', 'low_60', 'low_180', 'trend'])
      .distinct()
      .execute();
    expect(lows).toEqual([
      {
        current_final: PRICE,
        lowest_price: PRICE,
        low_30: PRICE,
        low_60: PRICE,
        low_180: PRICE,
        trend: TREND.flat,
      },
    ]);

    const dpId = dpIds[0] ?? '';
    expect(await summaryOf(h, dpId)).toMatchObject({
      currentFinal: PRICE,
      lowestPrice: PRICE,
      pending: { listPrice: CUT, finalPrice: CUT, observedAt: NOW - 30, source: 'extension' },
    });
    const facts = await productFacts({ prices: h.app.prices, db: h.db, now: NOW }, dpId);
    expect(factFigures(facts ? [facts] : [])).not.toContain(CUT);

    // The tracker is asked to settle every one of them.
    const requests = await h.db.kysely
      .selectFrom('verification_requests')
      .select('product_id')
      .where('done_at', 'is', null)
      .execute();
    expect(requests).toHaveLength(PRODUCTS);
  });

  test('a trusted import agreeing with them settles the cut: each alert goes out once, then', async () => {
    h.now.value = NOW + 600;
    await importAll(CUT, NOW + 600);
    const queued = await alerts();
    expect(queued).toHaveLength(3 * PRODUCTS);
    expect(new Set(queued.map((a) => `${a.user_id}:${a.kind}:${a.product_id}`)).size).toBe(
      3 * PRODUCTS,
    );
    expect(new Set(queued.map((a) => a.kind))).toEqual(new Set(['drop', 'lowest', 'protect']));
    expect(queued.every((a) => a.price === CUT && a.created_at === NOW + 600)).toBe(true);
    const dpId = dpIds[0] ?? '';
    expect(await summaryOf(h, dpId)).toMatchObject({
      currentFinal: CUT,
      lowestPrice: CUT,
      trend: TREND.historicalLow,
      pending: null,
    });

    h.now.value = NOW + 1_200;
    await importAll(CUT, NOW + 1_200);
    expect(await alerts()).toHaveLength(3 * PRODUCTS);
  });
});
