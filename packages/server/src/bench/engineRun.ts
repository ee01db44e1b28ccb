import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/schema.js';
import { fixedLoad, historyLoad, type Load } from './load.js';

// First reads measured per engine: products never asked for before, each once.
const FIRST_READS = 2_000;
const QUERIES = ['华为', '手机', 'iPhone 15', '洗衣机', '小米 电视', '笔记本', '空调', '耳机'];

// Bare and history runs alternate in this many pairs: a pair shares the machine's state of the
// moment, and the median pair's share is not moved by one disturbed run.
const PAIRS = 3;

/** What one engine served, beside a bare node:http server measured in alternation with it. */
export interface EngineFigures {
  /** Engine and database size, as printed. */
  label: string;
  bodyBytes: number;
  /** The bare runs together. */
  bare: Load;
  /** First reads of never-read products, each once. */
  firstReads: Load;
  /** The random-product runs together. */
  history: Load;
  /** Each pair's history rate as a share of its bare rate, in run order. */
  shares: number[];
  /** Distinct products the random runs asked for. */
  distinct: number;
  search: Load;
}

/** Several runs of the same load as one: total rate, worst p99, every error, mean busy time. */
export function together(runs: readonly Load[]): Load {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.requests / run.rate, 0);
  const busy = runs.reduce((sum, run) => sum + run.busyMicros * run.requests, 0);
  return {
    rate: requests / seconds,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    requests,
    busyMicros: requests > 0 ? busy / requests : 0,
  };
}

/** The middle value (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The items in a random order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The load `fire` puts on a node:http server that answers every request with `body` (as `type`). */
export async function bareServer(
  body: Buffer,
  fire: (url: string) => Promise<Load>,
  type = 'application/json; charset=utf-8',
): Promise<Load> {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  });
  bare.listen(0, '127.0.0.1');
  await once(bare, 'listening');
  const { port } = bare.address() as AddressInfo;
  try {
    return await fire(`http://127.0.0.1:${port}`);
  } finally {
    bare.close();
  }
}

/**
 * Serves `db` (closed afterwards) and measures, in order: first reads, bare and random history
 * runs in alternating pairs (the bare server sends one of the history answers), search.
 */
export async function measureEngine(
  label: string,
  db: Db,
  now: number,
  dir: string,
  seconds: number,
): Promise<EngineFigures> {
  const ids = shuffled(
    (await db.kysely.selectFrom('products').select('dp_id').execute()).map((r) => r.dp_id),
  );
  const [sample = ''] = ids;
  const app = await buildApp(
    { ...loadConfig({}), siteDir: dir, logLevel: 'silent' },
    { db, clock: () => now },
  );
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const body = Buffer.from(
      await (await fetch(`${url}/api/products/${sample}/history?range=all`)).arrayBuffer(),
    );
    const firstReads = await historyLoad(url, ids.slice(1, 1 + FIRST_READS), dir, {
      firstReads: true,
    });
    const asked = new Set<string>();
    app.server.on('request', (request: { url?: string }) => asked.add(request.url ?? ''));
    const pairs: { bare: Load; history: Load }[] = [];
    const pairSeconds = seconds / PAIRS;
    for (let pair = 0; pair < PAIRS; pair++) {
      // One fixed path: the generator's cheapest requests, so the bare rate is not capped by
      // the generator's own work of drawing products (which would flatter the share).
      const bare = await bareServer(body, (bareUrl) => fixedLoad(bareUrl, ['/'], pairSeconds));
      pairs.push({ bare, history: await historyLoad(url, ids, dir, { seconds: pairSeconds }) });
    }
    const distinct = asked.size;
    const searches = QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const search = await fixedLoad(url, searches, seconds);
    return {
      label,
      bodyBytes: body.length,
      bare: together(pairs.map((p) => p.bare)),
      firstReads,
      history: together(pairs.map((p) => p.history)),
      shares: pairs.map((p) => p.history.rate / p.bare.rate),
      distinct,
      search,
    };
  } finally {
    await app.close();
  }
}
