import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageRenderer } from '@pricetrail/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDb } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db } from '../db/schema.js';
import { seedDemo } from '../prices/write/demoSeed.js';
import { publish } from '../prices/ingest/publish.js';
import { DIALECTS, freshTarget, nextPriceChange } from '../testing/dialects.js';
import { inProcessTransport } from './inProcessTransport.js';
import { RenderedPages } from './renderedPages.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

// The cache's own rules, with a renderer that reads the product through the real API in process
// and writes its current price into the page (the site's renderer needs the site's build).
function priceRenderer(): PageRenderer & { calls: number } {
  const renderer = {
    calls: 0,
    async render({ url, api }: Parameters<PageRenderer['render']>[0]) {
      renderer.calls += 1;
      const dpId = /^\/crc64\/dp([\w-]+)/.exec(url)?.[1] ?? '';
      const answer = await api({ method: 'GET', url: `/api/products/${dpId}`, headers: {} });
      const price = (JSON.parse(answer.body) as { summary: { currentFinal: number } }).summary
        .currentFinal;
      return {
        kind: 'document' as const,
        status: 200,
        html: `<p nonce="__PRICETRAIL_CSP_NONCE__">${price}</p>`,
        isNoIndex: false,
        dependsOn: [{ kind: 'product' as const, dpId }],
      };
    },
  };
  return renderer;
}

describe.each(DIALECTS)('rendered pages on %s', (dialect) => {
  let db: Db;
  let app: FastifyInstance;
  let target: { dpId: string; id: number };

  beforeAll(async () => {
    db = openDb(await freshTarget(dialect));
    await migrateToLatest(db);
    await seedDemo(db, { now: NOW, products: 3 });
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-pages-'));
    app = await buildApp(
      { ...loadConfig({}), dataDir, siteDir: dataDir, logLevel: 'silent' },
      { db, clock: () => NOW },
    );
    const row = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    target = { dpId: row.dp_id, id: row.id };
  });
  afterAll(() => app.close());

  function pagesWith(renderer: PageRenderer) {
    return new RenderedPages({
      renderer,
      api: inProcessTransport(app),
      db,
      revision: (dpId) => app.prices.revision(dpId),
      clock: () => NOW,
      origin: () => 'https://prices.example.com',
    });
  }

  const text = (outcome: Awaited<ReturnType<RenderedPages['page']>>) =>
    outcome.kind === 'page' ? Buffer.concat(outcome.page.parts).toString() : outcome.location;

  test('a product page is rendered once and kept while the product is unchanged', async () => {
    const renderer = priceRenderer();
    const pages = pagesWith(renderer);
    const url = `/crc64/dp${target.dpId}`;
    // Requests that come together wait for one render.
    const [first, second] = await Promise.all([
      pages.page(url, () => {}),
      pages.page(url, () => {}),
    ]);
    expect(renderer.calls).toBe(1);
    expect(text(second)).toBe(text(first));
    // The app's start-up jobs may write while that first render runs; then a second one is kept.
    await pages.page(url, () => {});
    const renders = renderer.calls;
    expect(renders).toBeLessThanOrEqual(2);
    for (let i = 0; i < 3; i++) {
      const again = await pages.page(url, () => {});
      expect(text(again)).toBe(text(first));
      expect(again.kind === 'page' && again.dpId).toBe(target.dpId);
    }
    expect(renderer.calls).toBe(renders);
  });

  test('a new price of the product renders the page again, with the new price and ETag', async () => {
    const renderer = priceRenderer();
    const pages = pagesWith(renderer);
    const url = `/crc64/dp${target.dpId}`;
    const before = await pages.page(url, () => {});
    const told = nextPriceChange(db);
    await publish(
      db,
      [{ productId: target.id, ts: NOW + 60, listPrice: 9_000_000, finalPrice: 432_100 }],
      'import',
      NOW,
    );
    await told;
    const after = await pages.page(url, () => {});
    expect(renderer.calls).toBe(2);
    expect(text(after)).toContain('432100');
    expect(after.kind === 'page' && before.kind === 'page' && after.page.etag).not.toBe(
      before.kind === 'page' && before.page.etag,
    );
  });

  test('a write elsewhere costs a revision read, not a render', async () => {
    const renderer = priceRenderer();
    const pages = pagesWith(renderer);
    const url = `/crc64/dp${target.dpId}`;
    // A page rendered while something else wrote is not kept (the first test): the page is kept
    // once a second request found it, whatever wrote around the first render.
    await pages.page(url, () => {});
    await pages.page(url, () => {});
    const renders = renderer.calls;
    // A view counted is a write: the stamp moves, the product's revision does not.
    app.prices.countView(target.dpId);
    await app.prices.flushViews();
    await pages.page(url, () => {});
    expect(renderer.calls).toBe(renders);
  });

  test('a page that is not a product page is rendered every time', async () => {
    let calls = 0;
    const pages = pagesWith({
      render: async () => {
        calls += 1;
        return { kind: 'document', status: 200, html: '<p>x</p>', isNoIndex: false, dependsOn: [] };
      },
    });
    await pages.page('/us/about', () => {});
    await pages.page('/us/about', () => {});
    expect(calls).toBe(2);
  });
});
