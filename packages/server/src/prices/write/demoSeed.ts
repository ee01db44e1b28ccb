import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { DEMO_SOURCE, demoCatalogue, demoCategories, type DemoEntry } from '../../demo/index.js';
import { seedDemoPromotions } from '../../promotions/demoSeed.js';
import { refreshDeals } from '../deals/dealStore.js';
import { ensureCategories, ensureProduct } from './catalog.js';
import { insertPointRows } from './points.js';
import { refreshSummaries } from './summaryStore.js';

/** How much demo data to write. */
export interface DemoSeedOptions {
  now: number;
  products?: number;
  seed?: number;
  years?: number;
}

// Listings per transaction: a crash mid-seed leaves whole listings only.
const PER_TRANSACTION = 200;

/** Fills the database from the demo generator (prices, events, coupons); returns listings written. */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<number> {
  const { now, ...sizes } = options;
  await ensureCategories(db, demoCategories());
  const entries = demoCatalogue({ now, ...sizes });
  let written = 0;
  for (;;) {
    const chunk: DemoEntry[] = [];
    for (let i = 0; i < PER_TRANSACTION; i++) {
      const next = entries.next();
      if (next.done) break;
      chunk.push(next.value);
    }
    if (chunk.length === 0) {
      await seedDemoPromotions(db, now);
      return written;
    }
    await inTransaction(db, async (trx) => {
      for (const { product, points } of chunk) {
        const id = await ensureProduct(trx, { ...product, source: DEMO_SOURCE }, now);
        const rows = points.map((p, i) => ({
          product_id: id,
          ts: p.ts,
          last_seen: Math.max(p.ts, (points[i + 1]?.ts ?? now + 1) - 1),
          list_price: p.listPrice,
          final_price: p.finalPrice,
          promo: p.promo ?? null,
          coupon: p.coupon ?? null,
          source: DEMO_SOURCE,
        }));
        await trx.kysely.deleteFrom('price_points').where('product_id', '=', id).execute();
        await insertPointRows(trx, rows);
        await refreshSummaries(trx, [id], now);
        await refreshDeals(trx, [id], now);
      }
    });
    written += chunk.length;
  }
}

/** True when the database holds no products yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('products').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** True when the database holds products of the demo catalogue. */
export async function hasDemoProducts(db: Db): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('source', '=', DEMO_SOURCE)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
