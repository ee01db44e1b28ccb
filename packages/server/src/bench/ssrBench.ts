import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { buildBenchDb } from './buildDb.js';
import { bareServer, median, shuffled, together } from './engineRun.js';
import { fixedLoad, historyLoad, markdownTable, type Load } from './load.js';

const ROOT = new URL('../../../../', import.meta.url);
const SITE_DIR = fileURLToPath(new URL('site/dist', ROOT));
// The same file as bench:api's side-by-side size, so one build serves both.
const PRODUCTS = 2_000;
const POINTS = 200;
// Pages rendered for the first time (each once), then kept and asked for at random.
const PAGES = Number(process.env.BENCH_SSR_PAGES ?? 1_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PAIRS = 3;
const NOW = Date.UTC(2026, 10, 20) / 1000;
const PAGE_PATH = '/crc64/dp{id}';
const SECTION = '## Server-rendered pages';

/** What `pnpm bench:ssr` measured. */
interface SsrFigures {
  /** Each page's first render, each product once, in a random order. */
  uncached: Load;
  /** A bare node:http server sending one product page's HTML, the runs together. */
  bare: Load;
  /** Kept pages of random products, the runs together. */
  cached: Load;
  /** Each pair's cached rate as a share of its bare rate, in run order. */
  shares: number[];
  /** One product page's HTML: bytes, and gzip -9 bytes. */
  html: { bytes: number; gzipBytes: number };
}

const rate = (perSecond: number) => Math.round(perSecond).toLocaleString('en');
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

async function measure(dir: string): Promise<SsrFigures> {
  const file = fileURLToPath(new URL(`data/bench/bench-${PRODUCTS}x${POINTS}.sqlite`, ROOT));
  await buildBenchDb(file, { products: PRODUCTS, pointsPerProduct: POINTS, now: NOW });
  const db = openDb({ sqliteFile: file });
  const ids = shuffled(
    (await db.kysely.selectFrom('products').select('dp_id').execute()).map((r) => r.dp_id),
  ).slice(0, PAGES);
  const app = await buildApp(
    { ...loadConfig({}), siteDir: SITE_DIR, logLevel: 'silent' },
    { db, clock: () => NOW },
  );
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const uncached = await historyLoad(url, ids, dir, { firstReads: true }, PAGE_PATH);
    // A first render that raced a write (views are counted as the pages are asked for) is not
    // kept: a second pass keeps those, so the random runs below ask for kept pages only.
    await historyLoad(url, ids, dir, { firstReads: true }, PAGE_PATH);
    const html = Buffer.from(await (await fetch(`${url}/crc64/dp${ids[0] ?? ''}`)).arrayBuffer());
    const pairs: { bare: Load; cached: Load }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const bare = await bareServer(
        html,
        (bareUrl) => fixedLoad(bareUrl, ['/'], DURATION / PAIRS),
        'text/html; charset=utf-8',
      );
      const cached = await historyLoad(url, ids, dir, { seconds: DURATION / PAIRS }, PAGE_PATH);
      pairs.push({ bare, cached });
    }
    return {
      uncached,
      bare: together(pairs.map((p) => p.bare)),
      cached: together(pairs.map((p) => p.cached)),
      shares: pairs.map((p) => p.cached.rate / p.bare.rate),
      html: { bytes: html.length, gzipBytes: gzipSync(html, { level: 9 }).length },
    };
  } finally {
    await app.close();
  }
}

function lines(figures: SsrFigures, loadBefore: string[], loadAfter: string[]): string[] {
  const { uncached, bare, cached, shares, html } = figures;
  return [
    SECTION,
    '',
    `Produced by \`pnpm bench:ssr\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC against the built site`,
    `(\`site/dist\`, \`site/dist-ssr\`) and ${PRODUCTS.toLocaleString('en')} products × ${POINTS} points in SQLite: 50 connections, autocannon in a`,
    `worker thread on loopback. First renders ask for each of ${PAGES.toLocaleString('en')} product pages (\`/crc64/dp{dpId}\`) once, in a`,
    'random order; kept pages are those products again, each request drawing one at random, in three',
    `runs of ${(DURATION / PAIRS).toFixed(1)} s alternating with a bare node:http server sending one product page's HTML (the`,
    "share is the median pair's). Machine: 2 shared cores, load average",
    `${loadBefore.join(' / ')} before and ${loadAfter.join(' / ')} after the run.`,
    '',
    ...markdownTable([
      ['measure', 'figure', 'target'],
      [
        'first render of a product page',
        `${rate(uncached.rate)} pages/s, p99 ${uncached.p99} ms, busy ${uncached.busyMicros.toFixed(0)} µs, errors ${uncached.errors}`,
        'p99 < 50 ms',
      ],
      [
        'bare node:http, the same HTML',
        `${rate(bare.rate)} req/s, p99 ${bare.p99} ms, busy ${bare.busyMicros.toFixed(0)} µs`,
        '—',
      ],
      [
        'kept product page, random product',
        `${rate(cached.rate)} req/s = ${percent(median(shares))} of bare (pairs ${shares.map(percent).join(' / ')}), p99 ${cached.p99} ms, busy ${cached.busyMicros.toFixed(0)} µs, errors ${cached.errors}`,
        '≥ 50% of bare',
      ],
      [
        'a product page’s HTML',
        `${(html.bytes / 1000).toFixed(1)} KB, ${(html.gzipBytes / 1000).toFixed(1)} KB gzip -9`,
        '≤ 40 KB gzip',
      ],
    ]),
  ];
}

/** Replaces this bench's section of docs/benchmarks.md (or adds it at the end). */
function writeSection(section: string[]): void {
  const doc = new URL('docs/benchmarks.md', ROOT);
  const previous = readFileSync(doc, 'utf8');
  const start = previous.indexOf(`${SECTION}\n`);
  const text = `${section.join('\n')}\n`;
  if (start === -1) {
    writeFileSync(doc, `${previous.trimEnd()}\n\n${text}`);
    return;
  }
  const next = previous.slice(start + SECTION.length).search(/^## /m);
  const end = next === -1 ? previous.length : start + SECTION.length + next;
  writeFileSync(
    doc,
    `${previous.slice(0, start)}${text}${end < previous.length ? '\n' : ''}${previous.slice(end)}`,
  );
}

/** `pnpm bench:ssr`: product pages rendered on the server, first renders and kept pages. */
export async function runSsrBench(): Promise<void> {
  if (!existsSync(join(SITE_DIR, 'index.html'))) {
    throw new Error('site/dist is not built: run pnpm build (or bench:ssr without SKIP_BUILD)');
  }
  const loadBefore = loadavg().map((n) => n.toFixed(1));
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-bench-ssr-'));
  try {
    const figures = await measure(dir);
    const section = lines(
      figures,
      loadBefore,
      loadavg().map((n) => n.toFixed(1)),
    );
    process.stdout.write(`${section.join('\n')}\n`);
    if (process.env.BENCH_WRITE !== '0') writeSection(section);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
