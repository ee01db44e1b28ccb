import { formatIsoDay } from '@pricetrail/core';
import { shanghaiDay } from '../calendar.js';
import type { Db } from '../db/schema.js';

/** The store event a product's buyer can wait for, from the promotion calendar. */
export interface NextSale {
  name: string;
  /** First and last day, Asia/Shanghai (YYYY-MM-DD). */
  startDay: string;
  endDay: string;
  /** Days until it starts; 0 while it runs. */
  daysUntil: number;
}

// A brand day is for its brand's goods: it counts only for the products it lists.
const BRAND_DAY = '品牌日';

/**
 * The soonest event of the product's store that is running or coming (the promotion calendar:
 * operators' imports, or the demo's), among those the product takes part in and the store-wide
 * festivals; null when the calendar holds none.
 */
export async function nextSale(
  db: Db,
  dpId: string,
  siteId: number,
  now: number,
): Promise<NextSale | null> {
  const row = await db.kysely
    .selectFrom('promotions as e')
    .select(['e.name', 'e.starts_at', 'e.ends_at'])
    .where('e.site_id', '=', siteId)
    .where('e.ends_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('e.kind', '<>', BRAND_DAY),
        eb.exists(
          eb
            .selectFrom('promotion_products as pp')
            .innerJoin('products as p', 'p.id', 'pp.product_id')
            .select('pp.product_id')
            .whereRef('pp.promotion_id', '=', 'e.id')
            .where('p.dp_id', '=', dpId),
        ),
      ]),
    )
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .executeTakeFirst();
  if (!row) return null;
  const startsAt = Number(row.starts_at);
  return {
    name: row.name,
    startDay: formatIsoDay(startsAt),
    endDay: formatIsoDay(Number(row.ends_at)),
    daysUntil: Math.max(0, shanghaiDay(startsAt) - shanghaiDay(now)),
  };
}
