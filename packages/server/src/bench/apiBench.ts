import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEFAULT_BATCH, importRows } from '../prices/ingest/importer.js';
import { readImportFile } from '../prices/write/importReader.js';
import { buildBenchDb } from './buildDb.js';
import { listsLines, measureLists } from './listsBench.js';
import { measureEngine, median, type EngineFigures } from './engineRun.js';
import { markdownTable } from './load.js';
import { postgresBench } from './postgresBench.js';
import { rawBatchedInsert, type BenchImportRow } from './rawInsert.js';

const ROOT = new URL('../../../../', import.meta.url);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const POINTS = Number(process.env.BENCH_POINTS ?? 100);
// The size both engines are measured on side by side (a PostgreSQL copy takes a while to fill).
const SHARED_PRODUCTS = Number(process.env.BENCH_SHARED_PRODUCTS ?? 2_000);
const SHARED_POINTS = Number(process.env.BENCH_SHARED_POINTS ?? 200);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 200_000);
const NOW = Date.UTC(2026, 10, 20) / 1000;

function benchFile(products: number, points: number): string {
  return new URL(`data/bench/bench-${products}x${points}.sqlite`, ROOT).pathname;
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
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

function size(products: number, points: number): string {
  return `${products.toLocaleString('en')} × ${points}`;
}

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en');

function engineRows(figures: readonly EngineFigures[]): string[][] {
  return figures.map((f) => [
    f.label,
    `${rate(f.bare.rate)}, p99 ${f.bare.p99} ms, busy ${f.bare.busyMicros.toFixed(0)} µs (${f.bodyBytes} B)`,
    `${rate(f.history.rate)} req/s = ${percent(median(f.shares), 1)} of bare (pairs ${f.shares.map((share) => percent(share, 1)).join(' / ')}), p99 ${f.history.p99} ms, busy ${f.history.busyMicros.toFixed(0)} µs, ${f.distinct.toLocaleString('en')} distinct products, errors ${f.history.errors}`,
    `${rate(f.firstReads.rate)}/s, p99 ${f.firstReads.p99} ms (${f.firstReads.requests} products), errors ${f.firstReads.errors}`,
    `${rate(f.search.rate)} req/s, p99 ${f.search.p99} ms, errors ${f.search.errors}`,
  ]);
}

/** `pnpm bench:api`: history and search on each engine vs bare node:http; import vs a raw insert. */
export async function runApiBench(): Promise<void> {
  const load = loadavg().map((n) => n.toFixed(1));
  const t0 = performance.now();
  const bigFile = benchFile(PRODUCTS, POINTS);
  const sharedFile = benchFile(SHARED_PRODUCTS, SHARED_POINTS);
  await buildBenchDb(bigFile, { products: PRODUCTS, pointsPerProduct: POINTS, now: NOW });
  await buildBenchDb(sharedFile, {
    products: SHARED_PRODUCTS,
    pointsPerProduct: SHARED_POINTS,
    now: NOW,
  });
  say(
    `databases ready in ${((performance.now() - t0) / 1000).toFixed(1)} s; load ${load.join(' ')}`,
  );
  // `pricetrail import` runs in a process of its own: measure it before the server's answer
  // caches fill this heap and every collection has more to walk.
  const ingest = await ingestion();
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-'));
  const figures: EngineFigures[] = [];
  for (const [label, file] of [
    [`SQLite, ${size(PRODUCTS, POINTS)}`, bigFile],
    [`SQLite, ${size(SHARED_PRODUCTS, SHARED_POINTS)}`, sharedFile],
  ] as const) {
    figures.push(await measureEngine(label, openDb({ sqliteFile: file }), NOW, dir, DURATION));
    say(
      engineRows(figures.slice(-1))
        .map((row) => row.join(' | '))
        .join(''),
    );
  }
  const postgres = await postgresBench(sharedFile);
  let postgresNote: string;
  if (typeof postgres === 'string') postgresNote = postgres;
  else {
    const label = `PostgreSQL, ${size(SHARED_PRODUCTS, SHARED_POINTS)}`;
    try {
      figures.push(await measureEngine(label, postgres.db, NOW, dir, DURATION));
      say(
        engineRows(figures.slice(-1))
          .map((row) => row.join(' | '))
          .join(''),
      );
    } finally {
      await postgres.drop();
    }
    const [, shared, pgFigures] = figures;
    postgresNote = `PostgreSQL ran on ${postgres.where}; its first reads ran at ${
      shared && pgFigures ? percent(pgFigures.firstReads.rate, shared.firstReads.rate) : '—'
    } of SQLite's on the same data.`;
  }
  const lists = listsLines(await measureLists(dir, NOW, DURATION));
  for (const line of lists) say(line);
  const loadAfter = loadavg().map((n) => n.toFixed(1));

  const importRate = ingest.rows / ingest.seconds;
  const lines = markdownTable([
    [
      'engine, products × points',
      'bare node:http req/s',
      'history, random product',
      'first reads',
      'search (8 queries)',
    ],
    ...engineRows(figures),
    ['target', '—', '≥ 70% of bare, p99 < 20 ms', 'PostgreSQL ≥ 50% of SQLite', 'p99 < 50 ms'],
  ]);
  const importLine = `pricetrail import path into SQLite (${ingest.rows.toLocaleString('en')} rows, 20,000 products): ${rate(importRate)} rows/s = ${percent(importRate, ingest.rawRowsPerSecond)} of a raw better-sqlite3 batched insert of the same rows (${rate(ingest.rawRowsPerSecond)} rows/s); ${ingest.seconds.toFixed(1)} s, ${ingest.cpuSeconds.toFixed(1)} s of CPU (target ≥ 50,000 rows/s).`;
  for (const line of [...lines, '', importLine, postgresNote]) say(line);
  if (process.env.BENCH_WRITE !== '0') {
    // Rewrites the figures only: the status notes and the other sections stay as they are.
    const doc = new URL('docs/benchmarks.md', ROOT);
    const previous = readFileSync(doc, 'utf8');
    const kept = previous.search(/^(## |# (?!Server benchmarks))/m);
    const intro = [
      '# Server benchmarks',
      '',
      `Produced by \`pnpm bench:api\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: 50 connections, autocannon in a`,
      `worker thread on loopback, ${DURATION} s per measure. Every history request asks for a product drawn at`,
      'random (the table counts how many distinct ones the runs touched); first reads ask for each of up',
      'to 2,000 never-read products once. History runs alternate with runs of a bare node:http server',
      'sending one of its answers, in three pairs; the share of bare is the median pair\'s. "busy" is',
      "the server's main-thread time per request (event-loop utilisation), which no load generator",
      'caps. Data: SQLite at full size, and SQLite beside',
      `PostgreSQL on a smaller copy. ${postgresNote} Machine: 2 shared cores, load average`,
      `${load.join(' / ')} before and ${loadAfter.join(' / ')} after the run.`,
    ];
    writeFileSync(
      doc,
      `${[...intro, '', ...lines, '', importLine, '', ...lists].join('\n')}\n${kept === -1 ? '' : `\n${previous.slice(kept)}`}`,
    );
  }
}
