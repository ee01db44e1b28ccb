import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { bareServer } from './engineRun.js';
import { fixedLoad, type Load } from './load.js';

/** The deals page's catalogue size the issue names. */
export const DEALS_PRODUCTS = 5_000;

// What shoppers ask the deals page: the default list, the 假降价 view, a store, a category, a
// price range, the historical lows, other sorts and a later page.
const DEALS_QUERIES = [
  '/api/deals',
  '/api/deals?view=fake',
  '/api/deals?site=3',
  '/api/deals?class=digital&sort=amount',
  '/api/deals?minPrice=100000&maxPrice=500000&sort=price',
  '/api/deals?lowest=1',
  '/api/deals?sort=newest&page=5',
  '/api/deals?minDrop=20&page=2',
];

/** The deals list under load, beside a bare node:http server sending one of its answers. */
export interface DealsFigures {
  bare: Load;
  deals: Load;
  /** Deals and 先涨后降 the demo catalogue holds today. */
  total: number;
  fakes: number;
}

/**
 * Seeds `DEALS_PRODUCTS` demo products (up to `now`) into a fresh SQLite file in `dir`, serves
 * them and measures `GET /api/deals` over a mix of filters for `seconds`.
 */
export async function measureDeals(
  dir: string,
  now: number,
  seconds: number,
): Promise<DealsFigures> {
  const db = openDb({ sqliteFile: join(dir, 'deals.sqlite') });
  await migrateToLatest(db);
  await seedDemo(db, { now, products: DEALS_PRODUCTS });
  const app = await buildApp(
    { ...loadConfig({}), siteDir: dir, logLevel: 'silent' },
    { db, clock: () => now },
  );
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const count = async (path: string) =>
      ((await (await fetch(`${url}${path}`)).json()) as { total: number }).total;
    // The first request of the day computes every product's verdict: not what the load measures.
    const total = await count('/api/deals');
    const fakes = await count('/api/deals?view=fake');
    const body = Buffer.from(await (await fetch(`${url}/api/deals`)).arrayBuffer());
    const bare = await bareServer(body, seconds);
    const deals = await fixedLoad(url, DEALS_QUERIES, seconds);
    return { bare, deals, total, fakes };
  } finally {
    await app.close();
  }
}

/** The figures as one sentence for the console and docs/benchmarks.md. */
export function dealsLine({ bare, deals, total, fakes }: DealsFigures): string {
  const rate = (value: number) => Math.round(value).toLocaleString('en');
  return `deals list (\`GET /api/deals\`, ${DEALS_PRODUCTS.toLocaleString('en')} demo products: ${total} deals and ${fakes} 先涨后降 today; 8 filter mixes): ${rate(deals.rate)} req/s = ${Math.round((deals.rate / bare.rate) * 100)}% of bare node:http (${rate(bare.rate)} req/s), p99 ${deals.p99} ms, errors ${deals.errors} (target p99 < 50 ms).`;
}
