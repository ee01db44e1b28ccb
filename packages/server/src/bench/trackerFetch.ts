import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { queueForTracking } from '../prices/write/trackingQueue.js';
import { readFetchedPage } from '../fetchedPages/readFetchedPage.js';
import { FakeStore, answers, fixturePage } from '../fakes/fakeStore.js';
import { systemClock } from '../tracker/clock.js';
import { loadTrackerConfig, type TrackerConfig } from '../tracker/config.js';
import { mappedOriginAgent, publicOnlyAgent } from '../tracker/fetch/guardedAgent.js';
import { Tracker } from '../tracker/tracker.js';

// Products per run, and how many the tracker claims and works on at once.
const PRODUCTS = Number(process.env.BENCH_TRACKER_PRODUCTS ?? 2000);
const BATCH = 200;

/**
 * `bench/tracker/fetch.mjs`: pasted JD links → fetch from the loopback fake store → read → ingest
 * as `tracker` → queue row done, with the store budget lifted. Prints products per second.
 */
async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-tracker-bench-'));
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') });
  await migrateToLatest(db);
  const store = await FakeStore.start();
  const page = answers.fixture(fixturePage('jd/classic-filled.html'));
  const now = Math.floor(Date.now() / 1000);
  for (let i = 0; i < PRODUCTS; i++) {
    const sku = String(100_000_000_000 + i);
    const canonicalUrl = `https://item.jd.com/${sku}.html`;
    store.answer(canonicalUrl, page);
    await queueForTracking(db, { dpId: `${sku}-3`, siteId: 3, itemId: sku, canonicalUrl }, now);
  }
  const config = loadTrackerConfig({
    STORE_HOST_MAP: store.hostMap(['item.jd.com']),
    TRACKER_STORE_PER_MINUTE: 'off',
    TRACKER_STORE_CONCURRENCY: '32',
  }) as TrackerConfig;
  const routes = {
    hostMap: config.hostMap,
    publicAgent: publicOnlyAgent(),
    mappedAgent: mappedOriginAgent(),
  };
  const tracker = new Tracker({
    db,
    config,
    routes,
    read: readFetchedPage,
    renderer: undefined,
    clock: systemClock,
    batch: BATCH,
  });
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let handled = 0;
  for (let round = await tracker.round(); round > 0; round = await tracker.round()) {
    handled += round;
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // On a shared machine wall time swings with the load; CPU time per product does not.
  const cpuMs = (cpu.user + cpu.system) / 1000 / handled;
  const done = await db.kysely
    .selectFrom('tracking_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'done')
    .executeTakeFirstOrThrow();
  const bytes = fixturePage('jd/classic-filled.html').bytes.length;
  process.stdout.write(
    `tracker fetch → ingest: ${handled} products (${Number(done.n)} done, ${bytes} B pages) in ` +
      `${seconds.toFixed(2)} s = ${(handled / seconds).toFixed(0)} products/s (goal ≥ 100); ` +
      `${cpuMs.toFixed(2)} ms CPU per product = ${(1000 / cpuMs).toFixed(0)} products/s per busy core\n`,
  );
  await routes.publicAgent.close();
  await routes.mappedAgent.close();
  await store.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

await main();
