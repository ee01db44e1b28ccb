import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/schema.js';
import { DIALECTS, freshDb } from '../../testing/dialects.js';
import { importRows } from '../ingest/importer.js';
import { ensureProducts } from '../write/catalog.js';
import type { ImportRow } from '../write/importReader.js';
import { HISTORY_RANGE_NAMES, MAX_HISTORY_POINTS, productAndHistory } from './history.js';
import { historyText } from './historyText.js';
import { productWithSummary } from './lookup.js';

const NOW = 1_763_600_000;
const DAY = 86_400;
const MIXED = '100012043978-3';
const ONCE = '100012043979-3';
const LONG = '100012043980-3';
const NO_PRICES = '100012043981-3';

// 120 days of one product: three alternating prices, each seen twice (so runs outlive their
// start), promotions the reader understands, one it strips of a contact, one it cannot read, and
// a week out of stock.
function mixed(): Record<string, unknown>[] {
  const promos = ['满300减40', '加微信 wx_deal88 满300减40', '联系客服领取', null];
  return Array.from({ length: 80 }, (_, i) => ({
    dpId: MIXED,
    title: '华为 Mate 60',
    listPrice: 600_000,
    finalPrice: 500_000 - (Math.floor(i / 2) % 3) * 10_000,
    promo: promos[Math.floor(i / 2) % promos.length],
    coupon: i % 10 < 2 ? '满1000减100' : null,
    inStock: !(i >= 60 && i < 66),
    observedAt: NOW - 120 * DAY + i * 1.5 * DAY,
  }));
}

// More runs than an answer carries: its lines are downsampled.
function long(): Record<string, unknown>[] {
  return Array.from({ length: MAX_HISTORY_POINTS + 50 }, (_, i) => ({
    dpId: LONG,
    title: '小米 14',
    listPrice: 400_000 + (i % 2) * 1_000,
    observedAt: NOW - 400 * DAY + i * 3_600,
  }));
}

async function* rows(records: Record<string, unknown>[]): AsyncGenerator<ImportRow> {
  for (const [i, record] of records.entries()) yield { line: i + 1, record };
}

/** The answer as the history's values serialized: what `historyText` must equal. */
async function serializedValues(db: Db, dpId: string, range: (typeof HISTORY_RANGE_NAMES)[number]) {
  const found = await productAndHistory(db, dpId, range, NOW);
  return found && JSON.stringify({ ...productWithSummary(found.row), range, ...found.lines });
}

describe.each(DIALECTS)('history answers as text on %s', (dialect) => {
  let db: Db;

  beforeAll(async () => {
    db = await freshDb(dialect);
    const once = { dpId: ONCE, title: '荣耀 X50', listPrice: 150_000, observedAt: NOW - DAY };
    await importRows(db, rows([...mixed(), once, ...long()]), { now: NOW });
    const noPrices = { dpId: NO_PRICES, siteId: 3, itemId: '100012043981', title: '新品' };
    await ensureProducts(db, [{ ...noPrices, canonicalUrl: '', source: 'import' }], NOW);
  });
  afterAll(() => db.close());

  test.each(HISTORY_RANGE_NAMES)(
    'range %s: the same text as serializing its values',
    async (range) => {
      for (const dpId of [MIXED, ONCE, LONG, NO_PRICES]) {
        const expected = await serializedValues(db, dpId, range);
        expect(expected).toBeDefined();
        expect((await historyText(db, dpId, range, NOW))?.text).toBe(expected);
      }
    },
  );

  test('the compared answers carry promotions, a stock gap, a last sighting and downsampling', async () => {
    const text = (await historyText(db, MIXED, 'all', NOW))?.text ?? '';
    const answer = JSON.parse(text) as {
      promotions: { promo: string | null; coupon: string | null }[];
      outOfStock: unknown[];
      finalPrice: [number, number][];
    };
    expect(answer.promotions).toContainEqual(expect.objectContaining({ promo: '满300减40' }));
    expect(answer.promotions).toContainEqual(expect.objectContaining({ coupon: '满1000减100' }));
    expect(text).not.toContain('wx_deal88');
    expect(answer.outOfStock).toHaveLength(1);
    expect(answer.finalPrice.at(-1)?.[0]).toBe(NOW - 120 * DAY + 79 * 1.5 * DAY);
    const long = JSON.parse((await historyText(db, LONG, 'all', NOW))?.text ?? '') as {
      listPrice: unknown[];
    };
    expect(long.listPrice.length).toBeLessThanOrEqual(MAX_HISTORY_POINTS);
  });

  test('an unknown dp id has no answer', async () => {
    expect(await historyText(db, '999999999999-3', 'all', NOW)).toBeUndefined();
  });
});
