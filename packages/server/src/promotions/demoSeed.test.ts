import { describe, expect, test } from 'vitest';
import { seedDemo } from '../prices/write/demoSeed.js';
import { DIALECTS, freshDb } from '../testing/dialects.js';
import { seedDemoPromotions } from './demoSeed.js';
import { currentEvents, couponPage } from './read.js';

const NOW = Date.UTC(2026, 10, 20, 4) / 1000;
const DAY = 86_400;

describe.each(DIALECTS)('the demo seed on %s', (dialect) => {
  test('writes current and coming events with demo products, and valid coupons', async () => {
    const db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 40 });
    const events = await currentEvents(db, NOW);
    expect(events.some((e) => e.status === 'current' && e.productCount > 0)).toBe(true);
    expect(events.some((e) => e.status === 'coming')).toBe(true);
    expect(events.every((e) => e.isDemo)).toBe(true);
    const coupons = await couponPage(db, NOW, { page: 1, pageSize: 50 });
    expect(coupons.total).toBeGreaterThan(10);
    expect(coupons.items.every((c) => c.isDemo)).toBe(true);
    // Store-wide coupons and one category coupon (品类券) per store, named for what it is for.
    expect(coupons.items.some((c) => c.category === null && c.dpId === null)).toBe(true);
    expect(coupons.items.find((c) => c.category === 'phones')).toMatchObject({
      categoryName: '手机',
      text: '手机满1000减50',
    });
    await db.close();
  }, 60_000);

  test('a brand day lists only goods of its own kind', async () => {
    const db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 400 });
    const listed = await db.kysely
      .selectFrom('promotions as e')
      .innerJoin('promotion_products as pp', 'pp.promotion_id', 'e.id')
      .innerJoin('products as p', 'p.id', 'pp.product_id')
      .select(['e.name', 'p.category_slug'])
      .where('e.kind', '=', '品牌日')
      .execute();
    const phones = listed.filter((row) => row.name === '京东手机品牌日');
    expect(phones.length).toBeGreaterThan(0);
    expect(new Set(phones.map((row) => row.category_slug))).toEqual(new Set(['phones']));
    const appliances = ['air-conditioners', 'fridges', 'washers', 'tvs', 'kitchen'];
    const suning = listed.filter((row) => row.name === '苏宁家电品牌日');
    expect(suning.every((row) => appliances.includes(row.category_slug ?? ''))).toBe(true);
    await db.close();
  }, 60_000);

  test('a later run dates them from its own now, updating the demo rows in place', async () => {
    const db = await freshDb(dialect);
    await seedDemo(db, { now: NOW, products: 20 });
    const before = await db.kysely.selectFrom('coupons').select('id').execute();
    const later = NOW + 60 * DAY;
    await seedDemoPromotions(db, later);
    const events = await currentEvents(db, later);
    expect(events.some((e) => e.status === 'current')).toBe(true);
    expect(events.some((e) => e.status === 'coming')).toBe(true);
    const coupons = await couponPage(db, later, { page: 1, pageSize: 100 });
    expect(coupons.total).toBe(before.length);
    await db.close();
  }, 60_000);
});
