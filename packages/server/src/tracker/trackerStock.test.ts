import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../db/schema.js';
import { queueForTracking } from '../prices/write/trackingQueue.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';
import { FakeStore, answers, fixturePage } from '../fakes/fakeStore.js';
import { trackerHarness, type TrackerHarness } from './testing/trackerHarness.js';

const FILLED = fixturePage('jd/classic-filled.html');
// The same page with its stock line saying 无货, as JD shows a sold-out product.
const SOLD_OUT = answers.html(
  FILLED.bytes.toString('utf8').replace('<strong>有货<', '<strong>无货<'),
);
const OFF_SHELF = answers.fixture(fixturePage('jd/off-shelf.html'));
// The page selling ahead of shipping: its deposit block (定金 … 尾款) and 预售 stock line.
const PRESALE = answers.fixture(fixturePage('jd/presale.html'));

const SKU = '300000000001';
const LINK = {
  dpId: `${SKU}-3`,
  siteId: 3,
  itemId: SKU,
  canonicalUrl: `https://item.jd.com/${SKU}.html`,
};

describe.each(DIALECTS)("the tracker's stock readings on %s (issue 38)", (dialect) => {
  let db: Db;
  let store: FakeStore;
  let h: TrackerHarness;

  beforeAll(async () => {
    store = await FakeStore.start();
  });
  beforeEach(async () => {
    db = await freshDb(dialect);
    h = trackerHarness(db, store);
    return async () => {
      await h.close();
      await db.close();
    };
  });
  afterAll(() => store.close());

  async function timeline() {
    const rows = await db.kysely
      .selectFrom('stock_changes')
      .select(['state', 'changed_at'])
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => [r.state, Number(r.changed_at)]);
  }

  async function summary() {
    return db.kysely
      .selectFrom('product_summaries')
      .select(['stock_state', 'stock_changed_at'])
      .executeTakeFirstOrThrow();
  }

  /** Lets the product's next check come due, then runs one round against `page`. */
  async function checkAgainst(page: ReturnType<typeof answers.html>) {
    store.answer(LINK.canonicalUrl, page);
    h.clock.advance(h.config.coldIntervalS * 1000);
    expect(await h.tracker.round()).toBe(1);
    return h.now();
  }

  test('有货, 无货, 下架 and back: each change once, at the time the tracker saw it', async () => {
    await queueForTracking(db, LINK, h.now() - 60);
    store.answer(LINK.canonicalUrl, answers.fixture(FILLED));
    expect(await h.tracker.round()).toBe(1);
    const first = h.now();
    const soldOut = await checkAgainst(SOLD_OUT);
    await checkAgainst(SOLD_OUT);
    const gone = await checkAgainst(OFF_SHELF);
    expect(await summary()).toMatchObject({ stock_state: 'delisted' });
    const back = await checkAgainst(answers.fixture(FILLED));
    expect(await timeline()).toEqual([
      ['in_stock', first],
      ['out_of_stock', soldOut],
      ['delisted', gone],
      ['in_stock', back],
    ]);
    const now = await summary();
    expect([now.stock_state, Number(now.stock_changed_at)]).toEqual(['in_stock', back]);
  });

  test('a 预售 page is 预售, and the goods shipping is 有货 again', async () => {
    await queueForTracking(db, LINK, h.now() - 60);
    store.answer(LINK.canonicalUrl, PRESALE);
    expect(await h.tracker.round()).toBe(1);
    const presale = h.now();
    expect(await summary()).toMatchObject({ stock_state: 'presale' });
    const shipping = await checkAgainst(answers.fixture(FILLED));
    expect(await timeline()).toEqual([
      ['presale', presale],
      ['in_stock', shipping],
    ]);
  });
});
