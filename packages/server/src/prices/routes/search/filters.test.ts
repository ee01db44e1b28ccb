import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import type { Db } from '../../../db/schema.js';
import { seedDemo } from '../../write/demoSeed.js';
import { publish } from '../../ingest/publish.js';
import { DIALECTS, freshDb } from '../../../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

interface Item {
  product: { dpId: string; siteId: number; title: string; category: string | null };
  summary: { currentFinal: number; currentList: number; lowestPrice: number } | null;
}

interface Page {
  total: number;
  page: number;
  items: Item[];
}

const dropOf = ({ summary }: Item) =>
  summary && summary.currentList > 0
    ? (summary.currentList - summary.currentFinal) / summary.currentList
    : 0;

// The category page's filters and orders, answered by the server on both engines.
describe.each(DIALECTS)('GET /api/search filters and sorts on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 60 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-filters-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
  });
  afterAll(() => app.close());

  async function search(query: Record<string, string | number>): Promise<Page> {
    const response = await app.inject({ url: '/api/search', query: stringify(query) });
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  }

  /** Every page of a query, in order. */
  async function everything(query: Record<string, string | number>): Promise<Item[]> {
    const first = await search(query);
    const items = [...first.items];
    for (let page = 2; items.length < first.total; page++) {
      items.push(...(await search({ ...query, page })).items);
    }
    return items;
  }

  function finals(items: Item[]): number[] {
    return items.map((item) => item.summary?.currentFinal ?? Number.POSITIVE_INFINITY);
  }

  test('sort=price lists the cheapest first across pages', async () => {
    const items = await everything({ sort: 'price' });
    expect(items.length).toBeGreaterThan(20);
    expect(finals(items)).toEqual([...finals(items)].sort((a, b) => a - b));
  });

  test('sort=drop lists the biggest drop from page price to final price first', async () => {
    const items = await everything({ sort: 'drop' });
    const drops = items.map(dropOf);
    expect(drops).toEqual([...drops].sort((a, b) => b - a));
    expect(drops[0]).toBeGreaterThan(0);
  });

  test('sort=popular is the default order', async () => {
    const plain = await search({});
    const popular = await search({ sort: 'popular' });
    expect(popular.items.map((i) => i.product.dpId)).toEqual(
      plain.items.map((i) => i.product.dpId),
    );
  });

  test('site, price range and lowest-only narrow the list to what the database holds', async () => {
    const { site_id: site } = await db.kysely
      .selectFrom('products')
      .select('site_id')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const inSite = await everything({ site });
    const stored = await db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', site)
      .executeTakeFirstOrThrow();
    expect(inSite.length).toBe(Number(stored.n));
    expect(inSite.every((i) => i.product.siteId === site)).toBe(true);

    const all = finals(await everything({ sort: 'price' })).filter(Number.isFinite);
    const [minPrice, maxPrice] = [all[10] ?? 0, all[30] ?? 0];
    const ranged = await everything({ minPrice, maxPrice, sort: 'price' });
    expect(ranged.length).toBe(all.filter((p) => p >= minPrice && p <= maxPrice).length);
    expect(finals(ranged).every((p) => p >= minPrice && p <= maxPrice)).toBe(true);

    const lowest = await everything({ lowest: 1 });
    expect(lowest.length).toBeGreaterThan(0);
    expect(
      lowest.every((i) => i.summary !== null && i.summary.currentFinal <= i.summary.lowestPrice),
    ).toBe(true);
    const everyItem = await everything({});
    const atLowest = everyItem.filter(
      (i) => i.summary !== null && i.summary.currentFinal <= i.summary.lowestPrice,
    );
    expect(lowest.length).toBe(atLowest.length);
  });

  test('keywords and a category combine with the filters', async () => {
    const [first] = (await search({})).items;
    const word = first?.product.title.split(/\s+/)[0] ?? '';
    const matches = await everything({ q: word });
    const cheapFirst = await everything({ q: word, sort: 'price' });
    expect(new Set(cheapFirst.map((i) => i.product.dpId))).toEqual(
      new Set(matches.map((i) => i.product.dpId)),
    );
    expect(finals(cheapFirst)).toEqual([...finals(cheapFirst)].sort((a, b) => a - b));

    const slug = first?.product.category ?? '';
    const inClass = await everything({
      class: slug,
      sort: 'drop',
      site: first?.product.siteId ?? 0,
    });
    expect(inClass.length).toBeGreaterThan(0);
    expect(
      inClass.every(
        (i) => i.product.category === slug && i.product.siteId === first?.product.siteId,
      ),
    ).toBe(true);
  });

  test('a price range that nothing matches is an empty page, not an error', async () => {
    expect(await search({ minPrice: 500, maxPrice: 100 })).toMatchObject({ total: 0, items: [] });
  });

  test('a price write moves a product into a range at once', async () => {
    const ceiling = 1;
    expect((await search({ maxPrice: ceiling })).total).toBe(0);
    const { id, dp_id: dpId } = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await publish(
      db,
      [{ productId: id, ts: NOW + 60, listPrice: 100, finalPrice: ceiling }],
      'import',
      NOW,
    );
    const moved = await search({ maxPrice: ceiling });
    expect(moved.items.map((i) => i.product.dpId)).toEqual([dpId]);
  });

  test.each<Record<string, string | number>>([
    { sort: 'cheapest' },
    { site: 'jd' },
    { minPrice: -1 },
    { maxPrice: 1.5 },
    { lowest: 2 },
  ])('%o is refused with the parameter message', async (query) => {
    const response = await app.inject({ url: '/api/search', query: stringify(query) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/^请求参数有误/);
  });
});

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
