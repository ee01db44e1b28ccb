import { SITES, parseProductUrl } from '@pricetrail/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { queueForTracking } from '../../prices/write/trackingQueue.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { FakeStore, answers, fixturePage } from '../../fakes/fakeStore.js';
import { trackerHarness } from '../testing/trackerHarness.js';
import { runLocally } from './localRunner.js';

const JD_PAGE = fixturePage('jd/classic-filled.html');
const TMALL_PAGE = fixturePage('tmall/classic-gbk.html');
const POLL_MS = 1_000;
// Far past anything the test waits for: the held JD page must still be on its way at the end.
const FETCH_TIMEOUT_MS = '600000';
const DONE_WITHIN = { timeout: 15_000 };

function linkOf(url: string) {
  const link = parseProductUrl(url);
  if ('error' in link) throw new Error(url);
  return link;
}

function statusOf(db: Db, dpId: string) {
  return db.kysely
    .selectFrom('tracking_queue')
    .select('status')
    .where('dp_id', '=', dpId)
    .executeTakeFirstOrThrow();
}

describe.each(DIALECTS)('the embedded runner on %s', (dialect) => {
  let store: FakeStore;

  beforeAll(async () => {
    store = await FakeStore.start();
  });
  afterAll(() => store.close());

  test('a link pasted for one store is read while another store’s page is still on its way', async () => {
    const db = await freshDb(dialect);
    const h = trackerHarness(db, store, { TRACKER_TIMEOUT_MS: FETCH_TIMEOUT_MS });
    const jd = linkOf(JD_PAGE.url);
    const tmall = linkOf(TMALL_PAGE.url);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    store.answer(jd.canonicalUrl, { ...answers.fixture(JD_PAGE), holdUntil: held });
    await queueForTracking(db, jd, h.now());

    const stopping = new AbortController();
    const errors: unknown[] = [];
    const running = runLocally(h.tracker, {
      clock: h.clock,
      pollMs: POLL_MS,
      signal: stopping.signal,
      onError: (error) => errors.push(error),
    });
    // JD's page is asked for and held; every other store's lane has found nothing and waits.
    await expect.poll(() => store.requestsFor(jd.canonicalUrl).length, DONE_WITHIN).toBe(1);
    await expect.poll(() => h.clock.sleeping, DONE_WITHIN).toBe(SITES.length - 1);

    await queueForTracking(db, tmall, h.now());
    h.clock.advance(POLL_MS);
    await expect.poll(() => statusOf(db, tmall.dpId), DONE_WITHIN).toEqual({ status: 'done' });
    expect(await statusOf(db, jd.dpId)).toEqual({ status: 'fetching' });

    release();
    await expect.poll(() => statusOf(db, jd.dpId), DONE_WITHIN).toEqual({ status: 'done' });
    stopping.abort();
    await running;
    expect(errors).toEqual([]);
    await h.close();
    await db.close();
  });
});
