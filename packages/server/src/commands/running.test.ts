import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { settingsOf } from '../alerts/settings.js';
import { openDb } from '../db/connect.js';
import type { Db } from '../db/schema.js';
import { startWebhookReceiver } from '../testing/alertSinks.js';
import { runCli, startCli } from '../testing/cliProcess.js';
import { freshTarget } from '../testing/dialects.js';
import { startFakeAiProvider, type FakeAiProvider } from '../fakes/fakeAiProvider.js';
import { FakeStore, answers, fixturePage } from '../fakes/fakeStore.js';
import { freePort } from '../throwaway/freePort.js';
import { STORE_HOSTS } from '../tracker/testing/trackerHarness.js';
import { SHUTDOWN_GRACE_MS } from './stopOnSignal.js';

const PRODUCT = { dpId: '9100001-3', url: 'https://item.jd.com/9100001.html' };
const PASTED = fixturePage('jd/classic-filled.html');
// What a stop may take: the grace period, and the start of a loaded machine's process on top.
const STOP_WITHIN_MS = 15_000;

let ai: FakeAiProvider;
let store: FakeStore;
let hooks: Awaited<ReturnType<typeof startWebhookReceiver>>;
let db: Db;
let env: Record<string, string>;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  [ai, store, hooks] = await Promise.all([
    startFakeAiProvider(),
    FakeStore.start(),
    startWebhookReceiver(),
  ]);
  const { databaseUrl = '' } = await freshTarget('postgres');
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-stop-'));
  env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    STORE_HOST_MAP: store.hostMap(STORE_HOSTS),
    TRACKER_STORE_PER_MINUTE: 'off',
    TRACKER_POLL_S: '0.5',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'fake-model',
    ALERT_WEBHOOK_ALLOW_PRIVATE: '1',
    ALERT_POLL_MS: '200',
  };
  const prices = join(dataDir, 'prices.jsonl');
  const now = Math.floor(Date.now() / 1000);
  const price = { ...PRODUCT, title: '停机测试商品', listPrice: 9900, finalPrice: 9900 };
  writeFileSync(prices, `${JSON.stringify({ ...price, observedAt: now - 600 })}\n`);
  const imported = await runCli(['import', prices], env);
  if (imported.code !== 0) throw new Error(`import failed: ${imported.stderr}`);
  db = openDb({ databaseUrl });
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await Promise.all([db.close(), ai.close(), store.close(), hooks.close()]);
});

/** Resolves with how the process ended, or rejects when it is still running after `ms`. */
async function exitWithin(child: ChildProcessWithoutNullStreams, ms: number) {
  const signal = AbortSignal.timeout(ms);
  const [code, killedBy] = (await once(child, 'exit', { signal }).catch(() => {
    throw new Error(`still running ${ms} ms after SIGTERM`);
  })) as [number | null, string | null];
  return { code, killedBy };
}

/** Writes a user's webhook and one price-drop alert for them into the outbox. */
async function queueAlert(): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const user = await db.kysely
    .insertInto('users')
    .values({
      phone: '13900009999',
      email: null,
      nickname: '停机',
      password_hash: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await settingsOf(db, user.id, now);
  await db.kysely
    .updateTable('alert_settings')
    .set({ webhook_url: hooks.url, webhook_on: 1 })
    .execute();
  const product = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('dp_id', '=', PRODUCT.dpId)
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('alert_events')
    .values({
      user_id: user.id,
      kind: 'drop',
      product_id: product.id,
      price: 8900,
      previous_price: 9900,
      created_at: now,
    })
    .execute();
}

test('serve and worker end within the grace period after SIGTERM, even when nobody reads their log', async () => {
  const port = await freePort();
  const serve = startCli(['serve'], { ...env, PORT: String(port) });
  const worker = startCli(['worker'], env);
  children.push(serve, worker);
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${base}/api/health`)).ok).toBe(true), {
    timeout: 60_000,
    interval: 200,
  });

  // An AI answer streamed from the OpenAI-compatible provider, to its end.
  const answer = await (await fetch(`${base}/api/ai/rate?dp=${PRODUCT.dpId}`)).text();
  expect(answer).toContain('event: done');
  expect(ai.requests).toHaveLength(1);
  // A pasted link, fetched from the store and read.
  store.answer(PASTED.url, answers.fixture(PASTED));
  await fetch(`${base}/api/trend/resolve?url=${encodeURIComponent(PASTED.url)}`);
  await vi.waitFor(
    async () => {
      const tracked = await fetch(`${base}/api/tracking/${String(PASTED.expect.dpId)}`);
      expect(await tracked.json()).toMatchObject({ status: 'done' });
    },
    { timeout: 30_000, interval: 200 },
  );
  // An alert, sent to the user's webhook.
  await queueAlert();
  await vi.waitFor(() => expect(hooks.hooks).toHaveLength(1), { timeout: 30_000, interval: 100 });

  // The log's reader stops reading (a stalled pipe, a supervisor that is itself stopping): once
  // this process's buffer is full, a megabyte more of request lines fills the 64 KiB pipe.
  serve.stdout.pause();
  const longPath = `/api/health?${'x'.repeat(4_000)}`;
  while (serve.stdout.readableLength < serve.stdout.readableHighWaterMark) {
    await fetch(`${base}${longPath}`);
  }
  for (let sent = 0; sent < 1_000_000; sent += longPath.length) await fetch(`${base}${longPath}`);

  serve.kill('SIGTERM');
  worker.kill('SIGTERM');
  const [served, worked] = await Promise.all([
    exitWithin(serve, STOP_WITHIN_MS),
    exitWithin(worker, STOP_WITHIN_MS),
  ]);
  // The worker's log was read: it stopped cleanly. The server gave its log up at the deadline.
  expect(worked).toEqual({ code: 0, killedBy: null });
  expect(served.killedBy).toBeNull();
}, 180_000);

test('the grace period is ten seconds', () => {
  expect(SHUTDOWN_GRACE_MS).toBe(10_000);
});
