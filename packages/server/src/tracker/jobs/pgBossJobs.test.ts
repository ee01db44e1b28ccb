import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { openDb } from '../../db/connect.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Db } from '../../db/schema.js';
import { queueForTracking } from '../../prices/write/trackingQueue.js';
import { freshTarget } from '../../testing/dialects.js';
import { FakeStore, answers, fixturePage } from '../../fakes/fakeStore.js';
import { STORE_HOSTS, trackerHarness, type TrackerHarness } from '../testing/trackerHarness.js';
import { systemClock } from '../clock.js';
import { PgBossJobs } from './pgBossJobs.js';

const FILLED = answers.fixture(fixturePage('jd/classic-filled.html'));

const CLI = fileURLToPath(new URL('../../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** `pricetrail worker` as its own process, as an operator runs it. */
function startCli(args: string[], env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', CLI, ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
}

interface Worker {
  db: Db;
  harness: TrackerHarness;
  jobs: PgBossJobs;
}

let store: FakeStore;
let databaseUrl: string;
const workers: Worker[] = [];
const errors: unknown[] = [];

/** A worker process's parts: its own connection pool, tracker and pg-boss. */
async function startWorker(): Promise<Worker> {
  const db = openDb({ databaseUrl });
  const harness = trackerHarness(db, store);
  const jobs = new PgBossJobs(harness.tracker, {
    connectionString: databaseUrl,
    // Planning polls on real time; the tracker's own timestamps stay on the harness clock.
    clock: systemClock,
    pollS: 0.5,
    expireInSeconds: 1,
    batchSize: 2,
    maintenanceIntervalSeconds: 1,
    onError: (error) => errors.push(error),
  });
  await jobs.start();
  const worker = { db, harness, jobs };
  workers.push(worker);
  return worker;
}

async function stopWorker(worker: Worker, graceful = true) {
  workers.splice(workers.indexOf(worker), 1);
  await worker.jobs.stop(graceful);
  await worker.harness.close();
  await worker.db.close();
}

async function statuses(db: Db, dpIds: readonly string[]) {
  const rows = await db.kysely
    .selectFrom('tracking_queue')
    .select('status')
    .where('dp_id', 'in', dpIds)
    .orderBy('dp_id')
    .execute();
  return rows.map((row) => row.status);
}

beforeAll(async () => {
  store = await FakeStore.start();
  databaseUrl = (await freshTarget('postgres')).databaseUrl as string;
  const db = openDb({ databaseUrl });
  await migrateToLatest(db);
  await db.close();
});
afterAll(async () => {
  for (const worker of [...workers]) await stopWorker(worker);
  await store.close();
});

test('two workers on one PostgreSQL share the links and fetch each page once', async () => {
  const [a, b] = [await startWorker(), await startWorker()];
  const links = Array.from({ length: 10 }, (_, i) => `90000000000${i}`);
  for (const sku of links) {
    const url = `https://item.jd.com/${sku}.html`;
    store.answer(url, FILLED);
    await queueForTracking(
      a.db,
      { dpId: `${sku}-3`, siteId: 3, itemId: sku, canonicalUrl: url },
      a.harness.now(),
    );
  }
  await vi.waitFor(
    async () =>
      expect(
        await statuses(
          a.db,
          links.map((sku) => `${sku}-3`),
        ),
      ).toEqual(links.map(() => 'done')),
    {
      timeout: 20_000,
      interval: 100,
    },
  );
  for (const sku of links) {
    expect(store.requestsFor(`https://item.jd.com/${sku}.html`)).toHaveLength(1);
  }
  await stopWorker(a);
  await stopWorker(b);
  expect(errors).toEqual([]);
});

test('a worker killed mid-job loses no job: another one finishes it', async () => {
  const sku = '910000000001';
  const url = `https://item.jd.com/${sku}.html`;
  store.answerOnce(url, { holdUntil: new Promise(() => undefined) });
  store.answer(url, FILLED);
  const doomed = startCli(['worker'], {
    DATABASE_URL: databaseUrl,
    STORE_HOST_MAP: store.hostMap(STORE_HOSTS),
    TRACKER_STORE_PER_MINUTE: 'off',
    TRACKER_POLL_S: '0.5',
    TRACKER_JOB_EXPIRE_S: '2',
    LOG_LEVEL: 'warn',
  });
  const db = openDb({ databaseUrl });
  await queueForTracking(
    db,
    { dpId: `${sku}-3`, siteId: 3, itemId: sku, canonicalUrl: url },
    Math.floor(Date.now() / 1000),
  );
  await vi.waitFor(() => expect(store.requestsFor(url)).toHaveLength(1), {
    timeout: 30_000,
    interval: 100,
  });
  doomed.kill('SIGKILL');
  await once(doomed, 'exit');
  const survivor = await startWorker();
  await vi.waitFor(async () => expect(await statuses(db, [`${sku}-3`])).toEqual(['done']), {
    timeout: 30_000,
    interval: 200,
  });
  expect(store.requestsFor(url)).toHaveLength(2);
  await stopWorker(survivor);
  await db.close();
  expect(errors).toEqual([]);
}, 60_000);
