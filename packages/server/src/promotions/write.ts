import type { DbHandle } from '../db/schema.js';
import type { CouponInput, EventInput } from './check.js';

/** Who wrote a promotion row: an operator's file or the demo catalogue. */
export type PromotionSource = 'import' | 'demo';

/** Writes an event (a known key is updated) and sets its products to `productIds`. */
export async function saveEvent(
  db: DbHandle,
  event: EventInput,
  productIds: readonly number[],
  source: PromotionSource,
  now: number,
): Promise<number> {
  const fields = {
    site_id: event.siteId,
    name: event.name,
    kind: event.kind,
    starts_at: event.startsAt,
    ends_at: event.endsAt,
    rules: JSON.stringify(event.rules),
    url: event.url,
    source,
    updated_at: now,
  };
  const { id } = await db.kysely
    .insertInto('promotions')
    .values({ key: event.key, ...fields })
    .onConflict((oc) => oc.column('key').doUpdateSet(fields))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely.deleteFrom('promotion_products').where('promotion_id', '=', id).execute();
  if (productIds.length > 0) {
    await db.kysely
      .insertInto('promotion_products')
      .values(productIds.map((productId) => ({ promotion_id: id, product_id: productId })))
      .execute();
  }
  return id;
}

/** Writes a coupon (a known key is updated). */
export async function saveCoupon(
  db: DbHandle,
  coupon: CouponInput,
  productId: number | null,
  source: PromotionSource,
  now: number,
): Promise<number> {
  const fields = {
    site_id: coupon.siteId,
    threshold: coupon.threshold,
    amount: coupon.amount,
    valid_from: coupon.validFrom,
    valid_to: coupon.validTo,
    url: coupon.url,
    product_id: productId,
    category_slug: coupon.category,
    text: coupon.text,
    source,
    updated_at: now,
  };
  const { id } = await db.kysely
    .insertInto('coupons')
    .values({ key: coupon.key, ...fields })
    .onConflict((oc) => oc.column('key').doUpdateSet(fields))
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
