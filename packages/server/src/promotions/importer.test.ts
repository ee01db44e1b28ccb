import { describe, expect, test } from 'vitest';
import type { Db } from '../db/schema.js';
import { ensureCategories, ensureProduct } from '../prices/write/catalog.js';
import type { ImportRow } from '../prices/write/importReader.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';
import { importPromotionRows } from './importer.js';

const NOW = 1_764_000_000;
const DAY = 86_400;

async function withProducts(dialect: (typeof DIALECTS)[number]): Promise<Db> {
  const db = await freshDb(dialect);
  await ensureCategories(db, [{ slug: 'phones', name: '手机' }]);
  for (const dpId of ['1001-3', '1002-83']) {
    await ensureProduct(
      db,
      {
        dpId,
        siteId: Number(dpId.split('-')[1]),
        itemId: dpId.split('-')[0] ?? '',
        title: `商品 ${dpId}`,
        canonicalUrl: `https://item.example.com/${dpId}.html`,
        source: 'import',
      },
      NOW,
    );
  }
  return db;
}

const event = (fields: Record<string, unknown> = {}) => ({
  type: 'event',
  site: 3,
  name: '京东年货节',
  kind: '年货节',
  startsAt: NOW - DAY,
  endsAt: NOW + 10 * DAY,
  rules: ['满300减40'],
  products: ['1001-3'],
  ...fields,
});

const coupon = (fields: Record<string, unknown> = {}) => ({
  type: 'coupon',
  site: 3,
  threshold: 20_000,
  amount: 3000,
  validFrom: NOW - DAY,
  validTo: NOW + DAY,
  url: 'https://coupon.jd.com/ilink/1.html',
  ...fields,
});

function lines(...records: (Record<string, unknown> | string)[]): ImportRow[] {
  return records.map((record, i) =>
    typeof record === 'string' ? { line: i + 1, error: record } : { line: i + 1, record },
  );
}

describe.each(DIALECTS)('importPromotionRows on %s', (dialect) => {
  test('keeps the good lines and reports each bad one by number with its reason', async () => {
    const db = await withProducts(dialect);
    const bad: { line: number; msg: string }[] = [];
    const result = await importPromotionRows(
      db,
      lines(
        event(),
        '不是合法的 JSON',
        event({ name: '京东品牌日', products: ['1001-3', '9999-3'] }),
        event({ name: '混进天猫商品', products: ['1002-83'] }),
        coupon({ dpId: '1001-3', class: 'phones' }),
        coupon({ dpId: '1002-83' }),
        coupon({ class: 'toys' }),
        coupon({ amount: 30_000 }),
      ),
      { now: NOW, onBadLine: (line) => bad.push(line) },
    );
    expect(result).toEqual({ batches: 1, rows: 2, badLines: 6 });
    expect(bad).toEqual([
      { line: 2, msg: '不是合法的 JSON' },
      { line: 8, msg: '优惠金额（amount）必须小于门槛（threshold）' },
      { line: 3, msg: '未收录的商品：9999-3（请先导入它的价格）' },
      { line: 4, msg: '商品 1002-83 不属于该活动的商城' },
      { line: 6, msg: '商品 1002-83 不属于该券的商城' },
      { line: 7, msg: '未知的分类：toys' },
    ]);
    const events = await db.kysely.selectFrom('promotions').select(['name', 'rules']).execute();
    expect(events).toEqual([
      {
        name: '京东年货节',
        rules: JSON.stringify([
          { kind: 'over', threshold: 30_000, amount: 4000, crossStore: false, text: '满300减40' },
        ]),
      },
    ]);
    const coupons = await db.kysely.selectFrom('coupons').selectAll().execute();
    expect(coupons).toHaveLength(1);
    expect(coupons[0]).toMatchObject({ category_slug: 'phones', threshold: 20_000, amount: 3000 });
    await db.close();
  });

  test('a second import of the same lines updates them instead of adding them again', async () => {
    const db = await withProducts(dialect);
    await importPromotionRows(db, lines(event(), coupon({ key: 'jd-200-30' })), { now: NOW });
    await importPromotionRows(
      db,
      lines(event({ rules: ['8折'], products: [] }), coupon({ key: 'jd-200-30', amount: 2500 })),
      { now: NOW + 60 },
    );
    const events = await db.kysely.selectFrom('promotions').select(['id', 'rules']).execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.rules ?? '[]')).toEqual([
      { kind: 'discount', payPercent: 80, text: '8折' },
    ]);
    const products = await db.kysely.selectFrom('promotion_products').selectAll().execute();
    expect(products).toEqual([]);
    const coupons = await db.kysely.selectFrom('coupons').select('amount').execute();
    expect(coupons).toEqual([{ amount: 2500 }]);
    await db.close();
  });

  test('commits one transaction per batch and says so', async () => {
    const db = await withProducts(dialect);
    const batches: number[] = [];
    const result = await importPromotionRows(
      db,
      lines(...[1, 2, 3, 4, 5].map((n) => coupon({ key: `c${n}` }))),
      { now: NOW, batchSize: 2, onBatch: ({ rows }) => batches.push(rows) },
    );
    expect(batches).toEqual([2, 2, 1]);
    expect(result).toEqual({ batches: 3, rows: 5, badLines: 0 });
    await db.close();
  });
});
