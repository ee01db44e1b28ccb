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

/** What one engine served, beside a bare node:http server measured just before it. */
export interface EngineFigures {
  /** Engine and database size, as printed. */
  label: string;
  bodyBytes: number;
  bare: Load;
  /** First reads of never-read products, each once. */
  firstReads: Load;
  /** Random products for the run's length. */
  history: Load;
  /** Distinct products the random run asked for. */
  distinct: number;
  search: Load;
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** `seconds` of load on a node:http server that answers every request with `body`. */
export async function bareServer(body: Buffer, seconds: number): Promise<Load> {
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  });
  bare.listen(0, '127.0.0.1');
  await once(bare, 'listening');
  const { port } = bare.address() as AddressInfo;
  try {
    return await fixedLoad(`http://127.0.0.1:${port}`, ['/'], seconds);
  } finally {
    bare.close();
  }
}

/**
 * Serves `db` (closed afterwards) and measures, in order: a bare server sending one of its
 * history answers, first reads, random history reads, search.
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
    const bare = await bareServer(body, seconds);
    const asked = new Set<string>();
    app.server.on('request', (request: { url?: string }) => asked.add(request.url ?? ''));
    const firstReads = await historyLoad(url, ids.slice(1, 1 + FIRST_READS), dir, {
      firstReads: true,
    });
    asked.clear();
    const history = await historyLoad(url, ids, dir, { seconds });
    const distinct = asked.size;
    const searches = QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
    const search = await fixedLoad(url, searches, seconds);
    return { label, bodyBytes: body.length, bare, firstReads, history, distinct, search };
  } finally {
    await app.close();
  }
}
