// Entry point of `pnpm bench:ai` (see bench/ai/run.mjs).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { ImportRow } from '../prices/write/importReader.js';
import { importRows } from '../prices/ingest/importer.js';
import { AI_PRODUCTS, seedAiCatalogue } from '../fakes/aiCatalogue.js';
import { readAnswerStream } from '../fakes/aiStream.js';
import { startFakeAiProvider } from '../fakes/fakeAiProvider.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const SAMPLES = 200;
const CONCURRENT = 200;
const NOW = Math.floor(Date.now() / 1000);

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

function summary(name: string, samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const p95 = quantile(sorted, 0.95);
  print(`${name}: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (n=${samples.length})`);
  return { median, p95 };
}

// Time to the first content chunk of the fake provider, asked directly (the client does no parsing
// beyond finding the first `data:` line, as a thin proxy would).
async function directFirstToken(baseUrl: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, messages: [] }),
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes('"content"')) {
    const { done, value } = await reader.read();
    if (done) throw new Error('ended before a token');
    text += decoder.decode(value, { stream: true });
  }
  const elapsed = performance.now() - start;
  await reader.cancel();
  return elapsed;
}

const fake = await startFakeAiProvider();
const dir = mkdtempSync(join(tmpdir(), 'pricetrail-aibench-'));
const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') });
await migrateToLatest(db);
await seedAiCatalogue(db, NOW);
// One product per concurrent reader, so every stream reaches the provider instead of the cache.
const STREAM_PRODUCTS = Array.from({ length: CONCURRENT }, (_, i) => `${7_770_000_000 + i}-3`);
async function* streamProductRows(): AsyncGenerator<ImportRow> {
  for (const [index, dpId] of STREAM_PRODUCTS.entries()) {
    const record = {
      dpId,
      title: `压测商品 ${index}`,
      listPrice: 10_000 + index,
      observedAt: NOW - 60,
    };
    yield { line: index + 1, record };
  }
}
await importRows(db, streamProductRows(), { now: NOW });
const config = loadConfig({});
const app = await buildApp(
  {
    ...config,
    dataDir: dir,
    siteDir: dir,
    logLevel: 'silent',
    ai: {
      ...config.ai,
      baseUrl: fake.baseUrl,
      model: 'bench',
      dailyPerVisitor: 1_000_000,
      dailyPerUser: 1_000_000,
      dailyPerIp: 1_000_000,
    },
  },
  { db },
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `第${i}段。`) });
  for (let i = 0; i < 20; i++) await directFirstToken(fake.baseUrl); // warm-up
  const direct: number[] = [];
  for (let i = 0; i < SAMPLES; i++) direct.push(await directFirstToken(fake.baseUrl));

  const throughServer = async () => {
    // Each request must reach the provider, not the day's cache.
    await db.kysely.deleteFrom('ai_answers').execute();
    const start = performance.now();
    const stream = readAnswerStream(await fetch(`${base}/api/ai/rate?dp=${AI_PRODUCTS.phone}`));
    await stream.until('delta');
    const elapsed = performance.now() - start;
    await stream.stop();
    return elapsed;
  };
  for (let i = 0; i < 20; i++) await throughServer();
  const proxied: number[] = [];
  for (let i = 0; i < SAMPLES; i++) proxied.push(await throughServer());

  const d = summary('provider directly, time to first token', direct);
  const s = summary('through GET /api/ai/rate, time to first token', proxied);
  print(
    `server adds: median ${(s.median - d.median).toFixed(2)} ms, p95 ${(s.p95 - d.p95).toFixed(2)} ms (target < 20 ms)`,
  );

  // 200 readers at once, each answer 20 chunks at a slow token rate (10 ms apart).
  fake.script({ chunks: Array.from({ length: 20 }, (_, i) => `第${i}段。`), delayMs: 10 });
  const before = fake.requests.length;
  const start = performance.now();
  const results = await Promise.all(
    STREAM_PRODUCTS.map(async (dpId) => {
      try {
        const response = await fetch(`${base}/api/ai/rate?dp=${dpId}`);
        const events = await readAnswerStream(response).all();
        const deltas = events.filter((event) => event.type === 'delta').length;
        return events.at(-1)?.type === 'done' && deltas === 20 ? 'ok' : 'incomplete';
      } catch {
        return 'failed';
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const ok = results.filter((result) => result === 'ok').length;
  print(
    `${CONCURRENT} concurrent streams: ${ok} complete, ${CONCURRENT - ok} errors, ` +
      `${fake.requests.length - before} provider requests, ${seconds.toFixed(2)} s wall`,
  );
  if (ok !== CONCURRENT) process.exitCode = 1;
} finally {
  await app.close();
  await fake.close();
}
