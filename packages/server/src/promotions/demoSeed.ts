import type { Db } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { demoCoupons, demoEvents } from '../demo/events.js';
import { DEMO_SOURCE } from '../demo/index.js';
import { checkPromotionLine } from './check.js';
import { saveCoupon, saveEvent } from './write.js';

// Demo products shown with each demo event.
const PRODUCTS_PER_EVENT = 8;

function checked(line: Record<string, unknown>) {
  const input = checkPromotionLine(line);
  if (typeof input === 'string') throw new Error(`demo promotion refused: ${input}`);
  return input;
}

/**
 * Writes the demo's events (each with a few of its store's demo products: a brand day's of its own
 * categories) and coupons, dated from `now`, through the import's checks; a second run updates
 * them in place.
 */
export async function seedDemoPromotions(db: Db, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [index, event] of demoEvents(now).entries()) {
      const { categories, ...line } = event;
      const input = checked({ type: 'event', site: event.store, ...line, products: [] });
      if (input.type !== 'event') continue;
      let goods = trx.kysely
        .selectFrom('products')
        .select('id')
        .where('site_id', '=', input.siteId)
        .where('source', '=', DEMO_SOURCE);
      // A store-wide festival shows a different slice of the store per event; a brand day its kind.
      goods = categories
        ? goods.where('category_slug', 'in', categories)
        : goods.offset(index * PRODUCTS_PER_EVENT);
      const products = await goods.orderBy('id').limit(PRODUCTS_PER_EVENT).execute();
      await saveEvent(
        trx,
        input,
        products.map((row) => row.id),
        'demo',
        now,
      );
    }
    for (const coupon of demoCoupons(now)) {
      const input = checked({ type: 'coupon', site: coupon.store, ...coupon });
      if (input.type === 'coupon') await saveCoupon(trx, input, null, 'demo', now);
    }
  });
}
