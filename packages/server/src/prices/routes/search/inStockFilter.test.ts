import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importRows } from '../../ingest/importer.js';
import { DIALECTS } from '../../../testing/dialects.js';
import { priceHarness, type PriceHarness } from '../../../testing/priceReports.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;

describe.each(DIALECTS)('仅看有货 on the product lists (inStock=1) on %s', (dialect) => {
  let h: PriceHarness;

  beforeAll(async () => {
    h = await priceHarness(dialect, NOW);
    const row = (dpId: string, inStock?: boolean) => ({
      dpId,
      title: `有货测试 ${dpId}`,
      listPrice: 1_000,
      observedAt: NOW - 60,
      ...(inStock === undefined ? {} : { inStock }),
    });
    const rows = [row('5001-3', true), row('5002-3', false), row('5003-3')];
    await importRows(
      h.db,
      rows.map((record, i) => ({ line: i + 1, record })),
      { now: NOW },
    );
  });
  afterAll(() => h.app.close());

  async function listed(query: Record<string, string>) {
    const answer = await h.app.inject({ url: '/api/search', query: { q: '有货测试', ...query } });
    expect(answer.statusCode).toBe(200);
    const page = answer.json<{ items: { product: { dpId: string } }[] }>();
    return page.items.map((item) => item.product.dpId).sort();
  }

  test('leaves out what is 无货 and keeps what no source said is', async () => {
    expect(await listed({})).toEqual(['5001-3', '5002-3', '5003-3']);
    expect(await listed({ inStock: '1' })).toEqual(['5001-3', '5003-3']);
    expect(await listed({ inStock: '0' })).toEqual(['5001-3', '5002-3', '5003-3']);
  });

  test('a value other than 0 or 1 is a 400 in Chinese', async () => {
    const answer = await h.app.inject({ url: '/api/search', query: { inStock: 'yes' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ msg: string }>().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
