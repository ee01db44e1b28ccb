import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DIALECTS } from '../../testing/dialects.js';
import {
  historyOf,
  postReports,
  priceHarness,
  summaryOf,
  type PriceHarness,
} from '../../testing/priceReports.js';
import { readImportFile, type ImportFormat } from '../write/importReader.js';
import { MSG_IN_STOCK, MSG_STOCK, MSG_STOCK_CONFLICT } from './check.js';
import { importRows } from './importer.js';

const T0 = Date.UTC(2026, 8, 1, 4) / 1000;
const HOUR = 3_600;

let products = 0;

describe.each(DIALECTS)('stock as a timeline (issue 38) on %s', (dialect) => {
  let h: PriceHarness;
  const dir = mkdtempSync(join(tmpdir(), 'pricetrail-stock-'));

  beforeAll(async () => {
    h = await priceHarness(dialect, T0 + 30 * 24 * HOUR);
  });
  afterAll(() => h.app.close());

  /** Imports the file's text as `pricetrail import` reads it; answers the refused lines. */
  async function importText(format: ImportFormat, text: string) {
    const file = join(dir, `prices-${++products}.${format}`);
    writeFileSync(file, text);
    const refused: { line: number; msg: string }[] = [];
    await importRows(h.db, readImportFile(file, format), {
      now: h.now.value,
      onBadLine: (bad) => refused.push(bad),
    });
    return refused;
  }

  async function changesOf(dpId: string) {
    const rows = await h.db.kysely
      .selectFrom('stock_changes as c')
      .innerJoin('products as p', 'p.id', 'c.product_id')
      .select(['c.state', 'c.changed_at'])
      .where('p.dp_id', '=', dpId)
      .orderBy('c.changed_at')
      .execute();
    return rows.map((r) => [r.state, Number(r.changed_at)]);
  }

  test('JSON lines: a change is kept once with when it changed, repeats add nothing', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    const line = (hours: number, inStock: boolean) =>
      JSON.stringify({
        dpId,
        title: '测试',
        listPrice: 9_900,
        observedAt: T0 + hours * HOUR,
        inStock,
      });
    const refused = await importText(
      'jsonl',
      [line(0, true), line(1, true), line(2, false), line(3, false), line(5, true)].join('\n'),
    );
    expect(refused).toEqual([]);
    expect(await changesOf(dpId)).toEqual([
      ['in_stock', T0],
      ['out_of_stock', T0 + 2 * HOUR],
      ['in_stock', T0 + 5 * HOUR],
    ]);
    const summary = await summaryOf(h, dpId);
    expect(summary).toMatchObject({
      inStock: true,
      stockState: 'in_stock',
      stockChangedAt: T0 + 5 * HOUR,
    });
    const history = await historyOf(h, dpId);
    expect(history.outOfStock).toEqual([
      { from: T0 + 2 * HOUR, to: T0 + 5 * HOUR, state: 'out_of_stock' },
    ]);
  });

  test('CSV: true / false cells, a later file carries the timeline on, an older row is old news', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    const csv = (rows: [number, string][]) =>
      ['dpId,title,listPrice,observedAt,inStock']
        .concat(rows.map(([hours, stock]) => `${dpId},测试,5000,${T0 + hours * HOUR},${stock}`))
        .join('\n');
    expect(
      await importText(
        'csv',
        csv([
          [0, 'true'],
          [1, 'FALSE'],
        ]),
      ),
    ).toEqual([]);
    expect(
      await importText(
        'csv',
        csv([
          [4, 'false'],
          [0.5, 'true'],
        ]),
      ),
    ).toEqual([]);
    expect(await changesOf(dpId)).toEqual([
      ['in_stock', T0],
      ['out_of_stock', T0 + HOUR],
    ]);
    expect(await summaryOf(h, dpId)).toMatchObject({
      inStock: false,
      stockState: 'out_of_stock',
      stockChangedAt: T0 + HOUR,
    });
    expect((await historyOf(h, dpId)).outOfStock).toEqual([
      { from: T0 + HOUR, to: null, state: 'out_of_stock' },
    ]);
  });

  test('a row saying neither true nor false is refused in Chinese and nothing of it lands', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    const refused = await importText(
      'csv',
      `dpId,title,listPrice,observedAt,inStock\n${dpId},测试,5000,${T0},有货\n`,
    );
    expect(refused).toEqual([{ line: 2, msg: MSG_IN_STOCK }]);
    expect((await h.app.inject(`/api/products/${dpId}`)).statusCode).toBe(404);
  });

  test('预售 from JSON lines and CSV: its own state and spans, not 有货 and not 无货', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    const line = (hours: number, stock: Record<string, unknown>) =>
      JSON.stringify({
        dpId,
        title: '测试',
        listPrice: 9_900,
        observedAt: T0 + hours * HOUR,
        ...stock,
      });
    expect(
      await importText(
        'jsonl',
        [
          line(0, { stock: 'presale' }),
          // A deposit is an order: 预售 goes with either inStock.
          line(1, { stock: 'presale', inStock: true }),
          line(3, { inStock: true }),
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await importText(
        'csv',
        `dpId,title,listPrice,observedAt,stock\n${dpId},测试,9900,${T0 + 6 * HOUR},presale\n`,
      ),
    ).toEqual([]);
    expect(await changesOf(dpId)).toEqual([
      ['presale', T0],
      ['in_stock', T0 + 3 * HOUR],
      ['presale', T0 + 6 * HOUR],
    ]);
    expect(await summaryOf(h, dpId)).toMatchObject({
      inStock: false,
      stockState: 'presale',
      stockChangedAt: T0 + 6 * HOUR,
    });
    const history = await historyOf(h, dpId);
    expect(history.outOfStock).toEqual([]);
    expect(history.presale).toEqual([
      { from: T0, to: T0 + 3 * HOUR },
      { from: T0 + 6 * HOUR, to: null },
    ]);
  });

  test('a stock nobody knows, or one contradicting inStock, is refused in Chinese', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    const row = (stock: string, inStock = '') => `${dpId},测试,5000,${T0},${stock},${inStock}`;
    const refused = await importText(
      'csv',
      [
        'dpId,title,listPrice,observedAt,stock,inStock',
        row('预售'),
        row('delisted'),
        row('in_stock', 'false'),
        row('out_of_stock', 'true'),
      ].join('\n'),
    );
    expect(refused).toEqual([
      { line: 2, msg: MSG_STOCK },
      { line: 3, msg: MSG_STOCK },
      { line: 4, msg: MSG_STOCK_CONFLICT },
      { line: 5, msg: MSG_STOCK_CONFLICT },
    ]);
    expect((await h.app.inject(`/api/products/${dpId}`)).statusCode).toBe(404);
  });

  test('a product no source said anything about has no stock and no spans', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    await importText(
      'jsonl',
      JSON.stringify({ dpId, title: '测试', listPrice: 100, observedAt: T0 }),
    );
    expect(await summaryOf(h, dpId)).toMatchObject({
      inStock: null,
      stockState: null,
      stockChangedAt: null,
    });
    expect((await historyOf(h, dpId)).outOfStock).toEqual([]);
    expect((await historyOf(h, dpId)).presale).toEqual([]);
  });

  test("an extension report's stock is settled like its price: held with it, published with it", async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    await importText(
      'jsonl',
      JSON.stringify({
        dpId,
        title: '测试',
        listPrice: 10_000,
        observedAt: h.now.value - 60,
        inStock: true,
      }),
    );
    // Seen again at the published price: published, so its 无货 is too.
    const same = { dpId, listPrice: 10_000, observedAt: h.now.value, inStock: false };
    expect((await postReports(h, [same])).statusCode).toBe(200);
    expect(await summaryOf(h, dpId)).toMatchObject({ stockState: 'out_of_stock' });
    // A solo report of a price 60% lower is held: its 有货 waits with it.
    h.now.value += 60;
    const held = { dpId, listPrice: 4_000, observedAt: h.now.value, inStock: true };
    const answer = await postReports(h, [held], { ip: '198.51.100.7' });
    expect(answer.json<{ results: { status: string }[] }>().results[0]?.status).toBe('pending');
    expect(await summaryOf(h, dpId)).toMatchObject({ stockState: 'out_of_stock' });
    // A second network agrees on the prices, saying nothing of stock: corroborated, the held
    // report publishes with the 有货 its reporter saw.
    h.now.value += 60;
    const agreeing = { dpId, listPrice: 4_000, observedAt: h.now.value };
    const settled = await postReports(h, [agreeing], { ip: '192.0.2.44' });
    expect(settled.json<{ results: { status: string }[] }>().results[0]?.status).toBe('accepted');
    expect(await summaryOf(h, dpId)).toMatchObject({
      currentFinal: 4_000,
      stockState: 'in_stock',
      stockChangedAt: held.observedAt,
    });
  });

  test('a held 预售 report publishes as 预售 once a second network corroborates it', async () => {
    const dpId = `${7_100_000 + ++products}-3`;
    await importText(
      'jsonl',
      JSON.stringify({ dpId, title: '测试', listPrice: 10_000, observedAt: h.now.value - 60 }),
    );
    h.now.value += 60;
    const first = { dpId, listPrice: 3_000, observedAt: h.now.value, stock: 'presale' };
    expect((await postReports(h, [first], { ip: '198.51.100.9' })).statusCode).toBe(200);
    expect((await summaryOf(h, dpId)).stockState).toBeNull();
    const second = { dpId, listPrice: 3_000, observedAt: h.now.value, stock: 'presale' };
    expect((await postReports(h, [second], { ip: '192.0.2.45' })).statusCode).toBe(200);
    expect(await summaryOf(h, dpId)).toMatchObject({ currentFinal: 3_000, stockState: 'presale' });
  });
});
