import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { queueForTracking } from '../../prices/write/trackingQueue.js';
import { freshDb } from '../../testing/dialects.js';
import { FakeStore, answers, fixturePage } from '../../fakes/fakeStore.js';
import { loadTrackerConfig, type TrackerConfig } from '../config.js';
import { STORE_HOSTS, trackerHarness, type TrackerHarness } from '../testing/trackerHarness.js';
import { ChromiumRenderer } from './chromiumRenderer.js';

const CHROMIUM = '/usr/bin/chromium';
const SKU = '100008348542';
const URL_ = `https://item.jd.com/${SKU}.html`;

/** The JD page whose price node the server HTML leaves empty, plus the script that fills it. */
function scriptFilledPage(): string {
  const html = fixturePage('jd/classic-empty-price.html').bytes.toString('utf8');
  const fill = `<script>document.querySelector('.J-p-${SKU}').textContent = '4799.00';</script>`;
  return html.replace('</body>', `${fill}</body>`);
}

describe.skipIf(!existsSync(CHROMIUM))('pages whose price scripts fill in', () => {
  let db: Db;
  let store: FakeStore;
  let h: TrackerHarness;
  let renderer: ChromiumRenderer;

  beforeAll(async () => {
    db = await freshDb('sqlite');
    store = await FakeStore.start();
    const config = loadTrackerConfig({
      STORE_HOST_MAP: store.hostMap(STORE_HOSTS),
      TRACKER_BROWSER: CHROMIUM,
      TRACKER_TIMEOUT_MS: '15000',
    }) as TrackerConfig;
    renderer = new ChromiumRenderer(
      config.browser as NonNullable<TrackerConfig['browser']>,
      config.hostMap,
      config.limits,
    );
    h = trackerHarness(db, store, {}, renderer);
  });
  afterAll(async () => {
    await renderer.close();
    await h.close();
    await store.close();
    await db.close();
  });

  test('are rendered in Chromium, through the host map, and read with the filled price', async () => {
    store.answer(URL_, answers.html(scriptFilledPage()));
    await queueForTracking(
      db,
      { dpId: `${SKU}-3`, siteId: 3, itemId: SKU, canonicalUrl: URL_ },
      h.now(),
    );
    expect(await h.tracker.round()).toBe(1);
    const row = await db.kysely
      .selectFrom('tracking_queue')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('done');
    const point = await db.kysely
      .selectFrom('price_points')
      .select(['list_price', 'source'])
      .executeTakeFirstOrThrow();
    expect(point).toEqual({ list_price: 479900, source: 'tracker' });
    // Once fetched plainly, once rendered: the browser's request went through the host map too.
    expect(store.requestsFor(URL_)).toHaveLength(2);
    expect(store.requests.every((r) => r.host.endsWith('jd.com'))).toBe(true);
  }, 40_000);
});
