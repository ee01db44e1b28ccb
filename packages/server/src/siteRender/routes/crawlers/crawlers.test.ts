import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import { openDb } from '../../../db/connect.js';
import { migrateToLatest } from '../../../db/migrate.js';
import type { Db } from '../../../db/schema.js';
import { seedDemo } from '../../../prices/write/demoSeed.js';
import { DIALECTS, freshTarget } from '../../../testing/dialects.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const ORIGIN = 'https://prices.example.com';

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
}

describe.each(DIALECTS)('robots.txt and the sitemaps on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let dpIds: string[];

  beforeAll(async () => {
    db = openDb(await freshTarget(dialect));
    await migrateToLatest(db);
    await seedDemo(db, { now: NOW, products: 5 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-crawlers-'));
    app = await buildApp(
      { ...loadConfig({ PUBLIC_ORIGIN: ORIGIN }), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW, productsPerSitemap: 2 },
    );
    const rows = await db.kysely.selectFrom('products').select('dp_id').orderBy('id').execute();
    dpIds = rows.map((row) => row.dp_id);
  });
  afterAll(() => app.close());

  test('robots.txt keeps crawlers out of the personal area and the API and names the sitemap', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /mine');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /crc64');
  });

  test('the sitemap index lists the list pages and one sitemap per page of products', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(dpIds.length).toBeGreaterThanOrEqual(5);
    const pages = Math.ceil(dpIds.length / 2);
    expect(locs(response.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: pages }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
    ]);
    // Each product sitemap says when its newest price changed.
    expect(response.body.match(/<lastmod>/g)).toHaveLength(pages);
  });

  test('each product sitemap holds its page of products, with when each price last changed', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(dpIds.length / 2); page += 1) {
      const response = await app.inject(`/sitemaps/products-${page}.xml`);
      expect(response.statusCode).toBe(200);
      const urls = locs(response.body);
      expect(urls.length).toBeLessThanOrEqual(2);
      expect(response.body.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)).toHaveLength(
        urls.length,
      );
      seen.push(...urls);
    }
    expect(seen).toEqual(dpIds.map((dpId) => `${ORIGIN}/crc64/dp${dpId}`));
  });

  test('the list-page sitemap names the home, list and company pages and each category', async () => {
    const response = await app.inject('/sitemaps/pages.xml');
    const urls = locs(response.body);
    expect(urls).toContain(`${ORIGIN}/home`);
    expect(urls).toContain(`${ORIGIN}/rank_list`);
    expect(urls).toContain(`${ORIGIN}/us/about`);
    const categories = await db.kysely.selectFrom('categories').select('slug').execute();
    expect(categories.length).toBeGreaterThan(0);
    for (const { slug } of categories) expect(urls).toContain(`${ORIGIN}/home/${slug}`);
    expect(urls.some((url) => url.includes('/mine'))).toBe(false);
  });

  test.each(['/sitemaps/products-99.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml'])(
    '%s is a Chinese 404',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '没有这份站点地图' });
    },
  );

  test('HEAD answers like GET without the body', async () => {
    const get = await app.inject('/sitemap.xml');
    const head = await app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });
});
