import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../db/schema.js';
import { reporterFrom } from '../prices/trust/reporter.js';
import { queueVerification } from '../prices/trust/verification.js';
import { productIdOf } from '../prices/write/catalog.js';
import { importRows } from '../prices/ingest/importer.js';
import { receiveObservations } from '../prices/ingest/receiveObservations.js';
import { queueForTracking } from '../prices/write/trackingQueue.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';
import { SITES, parseProductUrl } from '@pricetrail/core';
import { FakeStore, answers, fixturePage, fixturePages } from '../fakes/fakeStore.js';
import { storePageFor } from './fetch/storeUrl.js';
import { trackerHarness, type TrackerHarness } from './testing/trackerHarness.js';
import { REASONS } from './work/reasons.js';

// The JD fixture pages all describe SKU 100008348542; each test serves them at its own SKU.
const FILLED = fixturePage('jd/classic-filled.html');

function jdLink(sku: string) {
  return {
    dpId: `${sku}-3`,
    siteId: 3,
    itemId: sku,
    canonicalUrl: `https://item.jd.com/${sku}.html`,
  };
}

async function queueRow(db: Db, dpId: string) {
  return db.kysely
    .selectFrom('tracking_queue')
    .selectAll()
    .where('dp_id', '=', dpId)
    .executeTakeFirstOrThrow();
}

async function productRow(db: Db, dpId: string) {
  return db.kysely.selectFrom('products').selectAll().where('dp_id', '=', dpId).executeTakeFirst();
}

async function pointsOf(db: Db, dpId: string) {
  return db.kysely
    .selectFrom('price_points as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(['pp.list_price', 'pp.final_price', 'pp.source', 'pp.ts'])
    .where('p.dp_id', '=', dpId)
    .orderBy('pp.ts')
    .execute();
}

describe.each(DIALECTS)('the tracker on %s', (dialect) => {
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

  test('a pasted link becomes a product with its first price, from source tracker', async () => {
    const link = jdLink('100008348542');
    await queueForTracking(db, link, h.now() - 60);
    store.answer(link.canonicalUrl, answers.fixture(FILLED));
    expect(await h.tracker.round()).toBe(1);
    const row = await queueRow(db, link.dpId);
    expect(row).toMatchObject({
      status: 'done',
      attempts: 1,
      last_error: null,
      claimed_until: null,
    });
    const product = await productRow(db, link.dpId);
    expect(product).toMatchObject({
      title: FILLED.expect.title,
      image_url: FILLED.expect.imageUrl,
      source: 'tracker',
      check_status: 'ok',
      last_checked_at: h.now(),
      next_check_at: h.now() + h.config.hotIntervalS,
      off_shelf_at: null,
    });
    expect(await pointsOf(db, link.dpId)).toEqual([
      { list_price: 499900, final_price: 499900, source: 'tracker', ts: h.now() },
    ]);
    expect(await h.tracker.round()).toBe(0);
    expect(store.requestsFor(link.canonicalUrl)).toHaveLength(1);
  });

  test('every store’s product page, GBK ones included, becomes a product with its price', async () => {
    const firstPerStore = new Map<string, ReturnType<typeof fixturePages>[number]>();
    for (const page of fixturePages()) {
      const store = page.file.split('/')[0] ?? '';
      if (!('problem' in page.expect) && !firstPerStore.has(store)) firstPerStore.set(store, page);
    }
    const gbk = [...firstPerStore.values()].filter((page) => page.charset === 'gbk');
    expect(gbk.length).toBeGreaterThan(0);
    const pages = [...firstPerStore.values()].map((page) => {
      const link = parseProductUrl(page.url);
      if ('error' in link) throw new Error(page.url);
      return { page, link };
    });
    for (const { page, link } of pages) {
      await queueForTracking(db, link, h.now());
      const url = storePageFor(link.dpId, link.canonicalUrl)?.url.toString() ?? '';
      store.answer(url, answers.fixture(page));
    }
    expect(await h.tracker.round()).toBe(pages.length);
    for (const { page, link } of pages) {
      expect(await queueRow(db, link.dpId)).toMatchObject({ status: 'done' });
      expect(await productRow(db, link.dpId)).toMatchObject({
        title: page.expect.title,
        site_id: link.siteId,
        source: 'tracker',
      });
      const [point] = await pointsOf(db, link.dpId);
      expect(point?.list_price).toBe(page.expect.listPrice);
    }
  });

  test('an off-shelf page marks the product, gives no price, and closes a queued link', async () => {
    const known = jdLink('200000000001');
    await importRows(
      db,
      [
        {
          line: 1,
          record: {
            dpId: known.dpId,
            title: '旧商品',
            listPrice: 1000,
            observedAt: h.now() - 86_400,
          },
        },
      ],
      { now: h.now() - 86_400 },
    );
    const pasted = jdLink('200000000002');
    await queueForTracking(db, pasted, h.now());
    const offShelf = answers.fixture(fixturePage('jd/off-shelf.html'));
    store.answer(known.canonicalUrl, offShelf);
    store.answer(pasted.canonicalUrl, offShelf);
    expect(await h.tracker.round()).toBe(2);
    expect(await productRow(db, known.dpId)).toMatchObject({
      off_shelf_at: h.now(),
      check_status: 'ok',
      last_checked_at: h.now(),
    });
    expect(await pointsOf(db, known.dpId)).toHaveLength(1);
    expect(await queueRow(db, pasted.dpId)).toMatchObject({
      status: 'off_shelf',
      last_error: REASONS.offShelf,
    });
    expect(await productRow(db, pasted.dpId)).toBeUndefined();
  });

  test.each([
    ['captcha', () => answers.fixture(fixturePage('jd/captcha.html')), REASONS.captcha],
    ['login wall', () => answers.fixture(fixturePage('jd/login-wall.html')), REASONS.loginWall],
    ['429', () => answers.tooManyRequests(600), REASONS.tooFrequent],
  ])(
    'a %s leaves the link blocked with its reason and next try, and backs the store off',
    async (_, answer, reason) => {
      const link = jdLink('300000000001');
      await queueForTracking(db, link, h.now());
      store.answer(link.canonicalUrl, answer());
      await h.tracker.round();
      const row = await queueRow(db, link.dpId);
      expect(row).toMatchObject({ status: 'blocked', last_error: reason, attempts: 1 });
      expect(Number(row.next_attempt_at)).toBeGreaterThan(h.now());
      expect(h.tracker.health().jd?.state).toBe('backing_off');
      expect(await h.tracker.round()).toBe(0);
      h.clock.advance((Number(row.next_attempt_at) - h.now()) * 1000);
      store.answer(link.canonicalUrl, answers.fixture(FILLED));
      expect(await h.tracker.round()).toBe(1);
      expect(await queueRow(db, link.dpId)).toMatchObject({ status: 'done', attempts: 2 });
    },
  );

  test('a price only scripts fill in leaves the link needing a browser, saying so', async () => {
    const link = jdLink('400000000001');
    await queueForTracking(db, link, h.now());
    store.answer(link.canonicalUrl, answers.fixture(fixturePage('jd/classic-empty-price.html')));
    await h.tracker.round();
    expect(await queueRow(db, link.dpId)).toMatchObject({
      status: 'needs_browser',
      last_error: REASONS.needsBrowser,
      next_attempt_at: null,
    });
    expect(await h.tracker.round()).toBe(0);
  });

  test('a store error or a missing page fails the link with its reason and a retry', async () => {
    const gone = jdLink('500000000001');
    const broken = jdLink('500000000002');
    await queueForTracking(db, gone, h.now());
    await queueForTracking(db, broken, h.now());
    store.answer(broken.canonicalUrl, { status: 503, body: 'busy' });
    await h.tracker.round();
    for (const [link, reason] of [
      [gone, REASONS.pageGone],
      [broken, REASONS.storeError],
    ] as const) {
      const row = await queueRow(db, link.dpId);
      expect(row).toMatchObject({ status: 'failed', last_error: reason });
      expect(Number(row.next_attempt_at)).toBeGreaterThan(h.now());
    }
  });

  test('a disputed price is settled by the page the tracker reads', async () => {
    const link = jdLink('600000000001');
    await importRows(
      db,
      [
        {
          line: 1,
          record: {
            dpId: link.dpId,
            title: '争议商品',
            listPrice: 520000,
            observedAt: h.now() - 7200,
          },
        },
      ],
      { now: h.now() - 7200 },
    );
    const productId = (await productIdOf(db, link.dpId)) as number;
    // Both checked a minute ago: the import schedule is not what this test is about.
    await db.kysely
      .updateTable('products')
      .set({ next_check_at: h.now() + 3600 })
      .execute();
    for (const [reporter, price] of [
      ['net:198.51.100.0/24', 499900],
      ['net:203.0.113.0/24', 259900],
    ] as const) {
      await db.kysely
        .insertInto('price_reports')
        .values({
          product_id: productId,
          reporter,
          network: reporter.slice(4),
          user_id: null,
          ts: h.now() - 600,
          list_price: price,
          final_price: price,
          promo: null,
          coupon: null,
          status: 'pending',
          received_at: h.now() - 600,
          resolved_at: null,
        })
        .execute();
    }
    await queueVerification(db.kysely, productId, 'disputed_price', h.now() - 600);
    store.answer(link.canonicalUrl, answers.fixture(FILLED));
    expect(await h.tracker.round()).toBe(1);
    const request = await db.kysely
      .selectFrom('verification_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(request.done_at).toBe(h.now());
    const reports = await db.kysely
      .selectFrom('price_reports')
      .select(['final_price', 'status'])
      .orderBy('final_price')
      .execute();
    expect(reports).toEqual([
      { final_price: 259900, status: 'contradicted' },
      { final_price: 499900, status: 'published' },
    ]);
    const points = await pointsOf(db, link.dpId);
    expect(points.at(-1)).toMatchObject({ final_price: 499900, source: 'tracker' });
  });

  test('a solo report shows as 待核实, and the tracker’s reading settles it: one alert, then', async () => {
    const link = jdLink('600000000002');
    const record = { dpId: link.dpId, title: '降价商品', listPrice: 599900 };
    await importRows(db, [{ line: 1, record: { ...record, observedAt: h.now() - 7200 } }], {
      now: h.now() - 7200,
    });
    await db.kysely
      .updateTable('products')
      .set({ next_check_at: h.now() + 3600 })
      .execute();
    const user = await db.kysely
      .insertInto('users')
      .values({
        phone: '13900006001',
        email: null,
        nickname: '关注者',
        password_hash: null,
        created_at: h.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productId = (await productIdOf(db, link.dpId)) as number;
    await db.kysely
      .insertInto('watch_items')
      .values({
        user_id: user.id,
        product_id: productId,
        saved_price: 599900,
        target_price: null,
        group_name: null,
        created_at: h.now(),
        updated_at: h.now(),
        alert_kind: 'drop',
        alert_percent: null,
        notified_price: null,
      })
      .execute();
    const alerts = () =>
      db.kysely.selectFrom('alert_events').select(['kind', 'price', 'created_at']).execute();

    const [outcome] = await receiveObservations(
      db,
      [{ dpId: link.dpId, listPrice: 499900, observedAt: h.now() - 60 }],
      { reporter: reporterFrom('203.0.113.9', null), now: h.now() },
    );
    expect(outcome?.status).toBe('accepted');
    expect(await alerts()).toEqual([]);
    const request = db.kysely.selectFrom('verification_requests').select(['reason', 'done_at']);
    expect(await request.execute()).toEqual([{ reason: 'unconfirmed_price', done_at: null }]);

    store.answer(link.canonicalUrl, answers.fixture(FILLED));
    expect(await h.tracker.round()).toBe(1);
    expect(await request.execute()).toEqual([{ reason: 'unconfirmed_price', done_at: h.now() }]);
    expect(await alerts()).toEqual([{ kind: 'drop', price: 499900, created_at: h.now() }]);
    const report = await db.kysely.selectFrom('price_reports').select('status').execute();
    expect(report).toEqual([{ status: 'published' }]);
  });

  test('known products: never demo ones, viewed ones hourly, the rest daily', async () => {
    const rows = ['700000000001', '700000000002', '700000000003'].map((sku, i) => ({
      line: i + 1,
      record: { dpId: `${sku}-3`, title: `商品${i}`, listPrice: 1000, observedAt: h.now() - 100 },
    }));
    await importRows(db, rows, { now: h.now() - 100 });
    await db.kysely
      .updateTable('products')
      .set({ source: 'demo' })
      .where('dp_id', '=', '700000000003-3')
      .execute();
    await db.kysely
      .updateTable('products')
      .set({ last_viewed_at: h.now() - 3600 })
      .where('dp_id', '=', '700000000001-3')
      .execute();
    for (const sku of ['700000000001', '700000000002']) {
      store.answer(jdLink(sku).canonicalUrl, answers.fixture(FILLED));
    }
    expect(await h.tracker.round()).toBe(2);
    expect(await productRow(db, '700000000001-3')).toMatchObject({
      next_check_at: h.now() + 3600,
      check_status: 'ok',
    });
    expect(await productRow(db, '700000000002-3')).toMatchObject({
      next_check_at: h.now() + 86_400,
    });
    expect(store.requestsFor(jdLink('700000000003').canonicalUrl)).toEqual([]);
    expect((await pointsOf(db, '700000000002-3')).at(-1)).toMatchObject({ source: 'tracker' });
  });

  test('a round records each page once it is read, not when the round’s slowest page is', async () => {
    const slow = trackerHarness(db, store, { TRACKER_TIMEOUT_MS: '600000' });
    const jd = jdLink('900000000001');
    const tmall = parseProductUrl(fixturePage('tmall/classic-gbk.html').url);
    if ('error' in tmall) throw new Error('the tmall fixture’s link does not parse');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    store.answer(jd.canonicalUrl, { ...answers.fixture(FILLED), holdUntil: held });
    await queueForTracking(db, jd, slow.now() - 1);
    await queueForTracking(db, tmall, slow.now());

    const round = slow.tracker.round();
    await expect
      .poll(() => queueRow(db, tmall.dpId), { timeout: 15_000 })
      .toMatchObject({
        status: 'done',
      });
    expect(await queueRow(db, jd.dpId)).toMatchObject({ status: 'fetching' });
    release();
    expect(await round).toBe(2);
    expect(await queueRow(db, jd.dpId)).toMatchObject({ status: 'done' });
    await slow.close();
  });

  test('a store’s lane claims what its budget starts at once, or a whole batch when unlimited', async () => {
    const jd = SITES.find((site) => site.key === 'jd');
    if (!jd) throw new Error('no jd store');
    const paced = trackerHarness(db, store, {
      TRACKER_STORE_PER_MINUTE: '6',
      TRACKER_STORE_CONCURRENCY: '1',
    });
    const links = ['900000000011', '900000000012', '900000000013'].map(jdLink);
    for (const link of links) {
      await queueForTracking(db, link, paced.now());
      store.answer(link.canonicalUrl, answers.fixture(FILLED));
    }
    expect(await paced.tracker.laneRound(jd)).toBe(1);
    expect(await h.tracker.laneRound(jd)).toBe(2);
    for (const link of links)
      expect(await queueRow(db, link.dpId)).toMatchObject({ status: 'done' });
    await paced.close();
  });

  test('two trackers on one database never fetch the same page in one round', async () => {
    const other = trackerHarness(db, store);
    const links = Array.from({ length: 8 }, (_, i) => jdLink(`80000000000${i}`));
    for (const link of links) {
      await queueForTracking(db, link, h.now());
      store.answer(link.canonicalUrl, answers.fixture(FILLED));
    }
    const handled = await Promise.all([h.tracker.round(), other.tracker.round()]);
    expect(handled[0] + handled[1]).toBe(8);
    for (const link of links) {
      expect(store.requestsFor(link.canonicalUrl)).toHaveLength(1);
      expect(await queueRow(db, link.dpId)).toMatchObject({ status: 'done' });
    }
    await other.close();
  });
});
