import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { serializeAnswer } from '../prices/read/answerCache.js';
import { productHistory } from '../prices/read/history.js';
import { findProductRow, productWithSummary } from '../prices/read/lookup.js';
import { DEFAULT_BATCH, importRows } from '../prices/write/importer.js';
import { readImportFile } from '../prices/write/importReader.js';
import type { Db } from '../db/schema.js';
import { buildBenchDb } from './buildDb.js';
import { rawBatchedInsert, type BenchImportRow } from './rawInsert.js';

const ROOT = new URL('../../../../', import.meta.url);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const POINTS = Number(process.env.BENCH_POINTS ?? 100);
const DB_FILE = new URL(`data/bench/bench-${PRODUCTS}x${POINTS}.sqlite`, ROOT).pathname;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 200_000);
const NOW = Date.UTC(2026, 10, 20) / 1000;
const QUERIES = ['华为', '手机', 'iPhone 15', '洗衣机', '小米 电视', '笔记本', '空调', '耳机'];

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

// The load runs in a worker thread so it does not share the server's event loop; requests are
// plain objects (workers cannot take functions), cycled through by every connection.
async function cannon(url: string, paths: () => string): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: 50,
    duration: DURATION,
    workers: 1,
    requests: Array.from({ length: 2000 }, () => ({ method: 'GET' as const, path: paths() })),
  });
}

// Padded the way Prettier lays out a Markdown table, so the written file stays formatted.
function markdownTable(rows: string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = rows;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)];
}

async function listen(server: ReturnType<typeof createServer>): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The import's measure: its own time and CPU, and the raw insert of the same rows beside it. */
interface Ingestion {
  rows: number;
  seconds: number;
  cpuSeconds: number;
  /** Rows per second of the raw better-sqlite3 insert of the same rows. */
  rawRowsPerSecond: number;
}

function importRowsToBench(): BenchImportRow[] {
  const products = 20_000;
  return Array.from({ length: IMPORT_ROWS }, (_, i) => {
    const p = i % products;
    const round = Math.floor(i / products);
    return {
      dpId: `${2_000_000 + p}-3`,
      title: `基准商品 ${p} 华为手机`,
      listPrice: 20_000,
      finalPrice: 10_000 + (round % 2) * 500,
      observedAt: NOW - 86_400 + round * 600,
    };
  });
}

async function ingestion(): Promise<Ingestion> {
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-import-'));
  const file = join(dir, 'prices.jsonl');
  const out = createWriteStream(file);
  const rows = importRowsToBench();
  for (const row of rows) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  const db = openDb({ sqliteFile: join(dir, 'import.sqlite') });
  await migrateToLatest(db);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await importRows(db, readImportFile(file, 'jsonl'), { now: NOW });
  const seconds = (performance.now() - started) / 1000;
  // CPU time shows what the import itself costs when other work shares the cores.
  const { user, system } = process.cpuUsage(cpu);
  await db.close();
  // Absolute figures move 2–3× between machines and runs; the same rows written raw, in the
  // same run and batch size, are the limit the import is read against.
  const raw = await rawBatchedInsert(join(dir, 'raw.sqlite'), rows, DEFAULT_BATCH, NOW);
  return {
    rows: result.rows,
    seconds,
    cpuSeconds: (user + system) / 1e6,
    rawRowsPerSecond: raw.rows / raw.seconds,
  };
}

// What a cache miss costs: look-up, runs, downsampling, JSON and ETag, one after another.
async function coldHistory(db: Db, pick: () => string, count: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const row = await findProductRow(db, pick());
    if (!row) continue;
    const lines = await productHistory(db, row.id, 'all', NOW);
    serializeAnswer({ ...productWithSummary(row), range: 'all', ...lines });
  }
  return ((performance.now() - started) * 1000) / count;
}

/** `pnpm bench:api`: history vs bare node:http, search latency, import vs a raw batched insert. */
export async function runApiBench(): Promise<void> {
  const t0 = performance.now();
  await buildBenchDb(DB_FILE, { products: PRODUCTS, pointsPerProduct: POINTS, now: NOW });
  say(
    `database: ${DB_FILE} (${PRODUCTS} products × ${POINTS} points) ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // `pricetrail import` runs in a process of its own: measure it before the server's answer
  // caches fill this heap and every collection has more to walk.
  const ingest = await ingestion();
  const db = openDb({ sqliteFile: DB_FILE });
  const ids = (await db.kysely.selectFrom('products').select('dp_id').execute()).map(
    (r) => r.dp_id,
  );
  const pick = () => ids[Math.floor(Math.random() * ids.length)] ?? '';
  const siteDir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-site-'));
  const app = await buildApp(
    { ...loadConfig({}), siteDir, logLevel: 'silent' },
    { db, clock: () => NOW },
  );
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const sample = await fetch(`${apiUrl}/api/products/${pick()}/history?range=all`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  const bareUrl = await listen(bare);

  const coldMicros = await coldHistory(db, pick, 2000);
  const bareResult = await cannon(bareUrl, () => '/');
  const history = await cannon(apiUrl, () => `/api/products/${pick()}/history?range=all`);
  const search = await cannon(
    apiUrl,
    () =>
      `/api/search?q=${encodeURIComponent(QUERIES[Math.floor(Math.random() * QUERIES.length)] ?? '')}`,
  );
  await app.close();
  bare.close();

  const ratio = history.requests.average / bareResult.requests.average;
  const importRate = ingest.rows / ingest.seconds;
  const lines = markdownTable([
    ['measure', 'result', 'target'],
    [
      `bare node:http, fixed ${body.length}-byte JSON`,
      `${bareResult.requests.average.toFixed(0)} req/s, p99 ${bareResult.latency.p99} ms`,
      '—',
    ],
    [
      'GET /api/products/:dpId/history?range=all (random product)',
      `${history.requests.average.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of bare), p99 ${history.latency.p99} ms, errors ${history.non2xx + history.errors}`,
      '≥ 50%, p99 < 20 ms',
    ],
    [
      'history answer on a cache miss (in process, one at a time)',
      `${coldMicros.toFixed(0)} µs each (${(1e6 / coldMicros).toFixed(0)}/s)`,
      '—',
    ],
    [
      'GET /api/search?q=… (8 Chinese / mixed queries)',
      `${search.requests.average.toFixed(0)} req/s, p99 ${search.latency.p99} ms, errors ${search.non2xx + search.errors}`,
      'p99 < 50 ms',
    ],
    [
      `pricetrail import path into SQLite (${ingest.rows} rows, 20,000 products)`,
      `${importRate.toFixed(0)} rows/s = ${((importRate / ingest.rawRowsPerSecond) * 100).toFixed(0)}% of a raw better-sqlite3 batched insert of the same rows (${ingest.rawRowsPerSecond.toFixed(0)} rows/s); ${ingest.seconds.toFixed(1)} s, ${ingest.cpuSeconds.toFixed(1)} s of CPU`,
      '≥ 50,000 rows/s',
    ],
  ]);
  for (const line of lines) say(line);
  if (process.env.BENCH_WRITE !== '0') {
    // Rewrites the figures only: the status notes and the other sections stay as they are.
    const doc = new URL('docs/benchmarks.md', ROOT);
    const previous = readFileSync(doc, 'utf8');
    const kept = previous.search(/^(## |# (?!Server benchmarks))/m);
    writeFileSync(
      doc,
      `# Server benchmarks\n\nProduced by \`pnpm bench:api\` (50 connections, ${DURATION} s per run, autocannon on loopback,\nsame process and machine for the bare node:http baseline) on a SQLite database of\n${PRODUCTS.toLocaleString('en')} products × ${POINTS} price runs = ${(PRODUCTS * POINTS).toLocaleString('en')} price points (cached under\n\`data/bench/\`). Machine: 2 shared cores. Run on ${new Date().toISOString().slice(0, 10)}.\n\n${lines.join('\n')}\n${kept === -1 ? '' : `\n${previous.slice(kept)}`}`,
    );
  }
}
