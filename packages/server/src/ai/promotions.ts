import { DAY_S } from '../calendar.js';
import type { Db } from '../db/schema.js';

const WINDOW_DAYS = 90;
const MAX_TEXTS = 5;

/** The distinct promotion and coupon texts a product's prices carried lately, newest first. */
export async function recentPromotions(
  db: Db,
  dpId: string,
  now: number,
): Promise<{ promotions: string[]; coupons: string[] }> {
  const rows = await db.kysely
    .selectFrom('price_points as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(['pp.promo', 'pp.coupon'])
    .where('p.dp_id', '=', dpId)
    .where('pp.last_seen', '>=', now - WINDOW_DAYS * DAY_S)
    .where((eb) => eb.or([eb('pp.promo', 'is not', null), eb('pp.coupon', 'is not', null)]))
    .orderBy('pp.ts', 'desc')
    .limit(50)
    .execute();
  const distinct = (texts: (string | null)[]) =>
    [...new Set(texts.filter((text): text is string => Boolean(text)))].slice(0, MAX_TEXTS);
  return {
    promotions: distinct(rows.map((row) => row.promo)),
    coupons: distinct(rows.map((row) => row.coupon)),
  };
}
