import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { bareServer } from './engineRun.js';
import { fixedLoad, type Load } from './load.js';

/** The deals page's catalogue size the issue names. */
export const LIST_PRODUCTS = 5_000;

/** A list answer under load: what it is, and the requests shoppers send it. */
interface ListMix {
  readonly name: string;
  readonly paths: readonly string[];
}

const LIST_MIXES: readonly ListMix[] = [
  {
    // The default list, the 假降价 view, a store, a category, a price range, the historical lows,
    // other sorts and a later page.
    name: 'deals (`GET /api/deals`, 8 filter mixes)',
    paths: [
      '/api/deals',
      '/api/deals?view=fake',
      '/api/deals?site=3',
      '/api/deals?class=digital&sort=amount',
      '/api/deals?minPrice=100000&maxPrice=500000&sort=price',
      '/api/deals?lowest=1',
      '/api/deals?sort=newest&page=5',
      '/api/deals?minDrop=20&page=2',
    ],
  },
  {
    name: 'rankings (`GET /api/rankings`, 4 lists, overall and one category)',
    paths: [
      '/api/rankings',
      '/api/rankings?list=hot',
      '/api/rankings?list=watched',
      '/api/rankings?list=sales',
      '/api/rankings?category=digital',
      '/api/rankings?list=hot&category=digital',
    ],
  },
  {
    name: 'promotions (`GET /api/promotions`, `/api/coupons`, `/api/lowest`, 6 pages)',
    paths: [
      '/api/promotions',
      '/api/coupons',
      '/api/coupons?site=3',
      '/api/lowest',
      '/api/lowest?page=3',
      '/api/lowest?site=3',
    ],
  },
];

/** The list answers under load, beside a bare node:http server sending one of their answers. */
export interface ListsFigures {
  bare: Load;
  /** One load per list, in the order of the mixes. */
  lists: readonly { name: string; load: Load }[];
  /** Deals and 先涨后降 the demo catalogue holds today. */
  total: number;
  fakes: number;
}

/**
 * Seeds `LIST_PRODUCTS` demo products (up to `now`) into a fresh SQLite file in `dir`, serves them
 * and measures each list answer's mix for `seconds`.
 */
export async function measureLists(
  dir: string,
  now: number,
  seconds: number,
): Promise<ListsFigures> {
  const db = openDb({ sqliteFile: join(dir, 'lists.sqlite') });
  await migrateToLatest(db);
  await seedDemo(db, { now, products: LIST_PRODUCTS });
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
    const bare = await bareServer(body, (bareUrl) => fixedLoad(bareUrl, ['/'], seconds));
    const lists = [];
    for (const { name, paths } of LIST_MIXES) {
      lists.push({ name, load: await fixedLoad(url, paths, seconds) });
    }
    return { bare, lists, total, fakes };
  } finally {
    await app.close();
  }
}

/** The figures, a sentence a list, for the console and docs/benchmarks.md. */
export function listsLines({ bare, lists, total, fakes }: ListsFigures): string[] {
  const rate = (value: number) => Math.round(value).toLocaleString('en');
  const heading = `List answers on ${LIST_PRODUCTS.toLocaleString('en')} demo products (${total} deals and ${fakes} 先涨后降 today), 50 connections each, beside bare node:http (${rate(bare.rate)} req/s); target p99 < 50 ms:`;
  return [
    heading,
    '',
    ...lists.map(
      ({ name, load }) =>
        `- ${name}: ${rate(load.rate)} req/s = ${Math.round((load.rate / bare.rate) * 100)}% of bare, p99 ${load.p99} ms, errors ${load.errors}`,
    ),
  ];
}
