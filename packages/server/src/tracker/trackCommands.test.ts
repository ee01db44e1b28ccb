import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb, sqliteFileIn } from '../db/connect.js';
import { freshDb } from '../testing/dialects.js';
import { FakeClock } from '../fakes/fakeClock.js';
import { StoreBudgets } from './budget/storeBudgets.js';

const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url));
const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

async function track(dataDir: string, link: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', CLI, 'track', link],
    { cwd: PACKAGE_DIR, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, stdout, stderr };
}

test('pricetrail track queues a link and refuses bad or unsupported ones in Chinese', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-track-'));
  // Three separate processes, started together: each pays the TypeScript loader's start-up.
  const [queued, unsupported, notALink] = await Promise.all([
    track(dataDir, 'https://item.jd.com/100012043978.html?spm=x'),
    track(mkdtempSync(join(tmpdir(), 'pricetrail-track-')), 'https://www.ebay.com/itm/123'),
    track(mkdtempSync(join(tmpdir(), 'pricetrail-track-')), '随便写点'),
  ]);
  expect(queued).toMatchObject({ code: 0, stdout: '已加入追踪队列：100012043978-3\n' });
  expect(unsupported).toMatchObject({ code: 1, stderr: '暂不支持该商城的链接\n' });
  expect(notALink).toMatchObject({ code: 1, stderr: '请输入正确的商品链接\n' });
  const db = openDb({ sqliteFile: sqliteFileIn(dataDir) });
  const rows = await db.kysely.selectFrom('tracking_queue').selectAll().execute();
  await db.close();
  expect(rows).toMatchObject([
    {
      dp_id: '100012043978-3',
      status: 'queued',
      canonical_url: 'https://item.jd.com/100012043978.html',
    },
  ]);
}, 90_000);

test('GET /api/health lists each store of the tracker in this process', async () => {
  const clock = new FakeClock(Date.UTC(2026, 10, 11, 12));
  const budgets = new StoreBudgets(
    {
      defaults: { perMinute: 6, concurrency: 1 },
      byStore: new Map(),
      backoff: { baseMs: 30_000, maxMs: 60_000, breakerThreshold: 2, pauseMs: 600_000 },
    },
    clock,
    () => 1,
  );
  budgets.gate('jd').failed('blocked');
  budgets.gate('jd').failed('blocked');
  budgets.gate('tmall').failed('error');
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-health-'));
  const app = await buildApp(
    { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
    { db: await freshDb('sqlite'), trackerHealth: () => budgets.health() },
  );
  const answer = (await app.inject('/api/health')).json<{
    ok: boolean;
    stores: Record<string, unknown>;
  }>();
  await app.close();
  expect(answer.ok).toBe(true);
  expect(answer.stores.jd).toEqual({ state: 'paused', until: '2026-11-11T12:10:00.000Z' });
  expect(answer.stores.tmall).toEqual({ state: 'backing_off', until: '2026-11-11T12:00:30.000Z' });
  expect(answer.stores.pdd).toEqual({ state: 'ok' });
});
