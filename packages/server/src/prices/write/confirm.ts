import type { DbHandle } from '../../db/schema.js';
import type { PriceObservation } from './points.js';

/**
 * A trusted source confirms waiting anonymous points: pending rows of the same product with the
 * same final price become observations (and leave the pending table).
 */
export async function confirmedByTrusted(
  db: DbHandle,
  trusted: readonly PriceObservation[],
): Promise<PriceObservation[]> {
  const wanted = new Set(trusted.map((o) => `${o.productId}:${o.finalPrice}`));
  const productIds = [...new Set(trusted.map((o) => o.productId))];
  const confirmed: PriceObservation[] = [];
  for (let i = 0; i < productIds.length; i += 500) {
    const rows = await db.kysely
      .selectFrom('pending_points')
      .selectAll()
      .where('product_id', 'in', productIds.slice(i, i + 500))
      .execute();
    const ids = rows
      .filter((p) => wanted.has(`${p.product_id}:${p.final_price}`))
      .map((p) => {
        confirmed.push({
          productId: p.product_id,
          ts: p.ts,
          listPrice: p.list_price,
          finalPrice: p.final_price,
          promo: p.promo,
          coupon: p.coupon,
        });
        return p.id;
      });
    if (ids.length > 0)
      await db.kysely.deleteFrom('pending_points').where('id', 'in', ids).execute();
  }
  return confirmed;
}
