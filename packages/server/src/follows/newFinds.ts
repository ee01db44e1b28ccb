import type { DbHandle } from '../db/schema.js';

/** Why a product is news to its followers: a deal, an approved 好价 post, or a new all-time low. */
export type FindReason = 'deal' | 'post' | 'low';

/** A product that became news after some moment, with what follows match it by. */
export interface Find {
  productId: number;
  dpId: string;
  title: string;
  brand: string;
  categorySlug: string | null;
  siteId: number;
  /** The final price the news is about (fen). */
  price: number;
  reason: FindReason;
  /** When it became news (epoch s). */
  at: number;
}

/** Most finds of each reason one round looks at, newest first. */
const FINDS_PER_REASON = 1_000;

const PRODUCT_COLUMNS = [
  'p.id as productId',
  'p.dp_id as dpId',
  'p.title',
  'p.brand',
  'p.category_slug as categorySlug',
  'p.site_id as siteId',
] as const;

type FindRow = Omit<Find, 'reason' | 'at' | 'price'> & { price: number; at: number | string };

function toFinds(rows: FindRow[], reason: FindReason): Find[] {
  return rows.map((row) => ({ ...row, price: Number(row.price), at: Number(row.at), reason }));
}

/** Today's deals judged after `since`: `product_deals` rows of kind `deal`. */
async function deals(db: DbHandle, since: number, now: number): Promise<Find[]> {
  const rows = await db.kysely
    .selectFrom('product_deals as d')
    .innerJoin('products as p', 'p.id', 'd.product_id')
    .select([...PRODUCT_COLUMNS, 'd.price', 'd.computed_at as at'])
    .where('d.kind', '=', 'deal')
    .where('d.computed_at', '>', since)
    .where('d.computed_at', '<=', now)
    .orderBy('d.computed_at', 'desc')
    .limit(FINDS_PER_REASON)
    .execute();
  return toFinds(rows, 'deal');
}

/** 好价 posts published after `since`: approved ones, dated by their approval (an automatic one by its making). */
async function posts(db: DbHandle, since: number, now: number): Promise<Find[]> {
  const rows = await db.kysely
    .selectFrom('deal_posts as dp')
    .innerJoin('products as p', 'p.id', 'dp.product_id')
    .select((eb) => [
      ...PRODUCT_COLUMNS,
      'dp.price',
      eb.fn.coalesce('dp.reviewed_at', 'dp.created_at').as('at'),
    ])
    .where('dp.status', '=', 'approved')
    .where((eb) => eb(eb.fn.coalesce('dp.reviewed_at', 'dp.created_at'), '>', since))
    .where((eb) => eb(eb.fn.coalesce('dp.reviewed_at', 'dp.created_at'), '<=', now))
    .orderBy('at', 'desc')
    .limit(FINDS_PER_REASON)
    .execute();
  return toFinds(rows, 'post');
}

/**
 * Products whose all-time low was set after `since`. A first price is its product's lowest too,
 * but no news: the low must come after an earlier price of the product.
 */
async function lows(db: DbHandle, since: number, now: number): Promise<Find[]> {
  const rows = await db.kysely
    .selectFrom('product_summaries as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select([...PRODUCT_COLUMNS, 's.lowest_price as price', 's.lowest_ts as at'])
    .where('s.lowest_ts', '>', since)
    .where('s.lowest_ts', '<=', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('price_points as pp')
          .select('pp.product_id')
          .whereRef('pp.product_id', '=', 's.product_id')
          .whereRef('pp.ts', '<', 's.lowest_ts'),
      ),
    )
    .orderBy('s.lowest_ts', 'desc')
    .limit(FINDS_PER_REASON)
    .execute();
  return toFinds(rows, 'low');
}

/** Every deal, approved 好价 post and new all-time low of the window (`since`, `now`]. */
export async function newFinds(db: DbHandle, since: number, now: number): Promise<Find[]> {
  const found = await Promise.all([
    lows(db, since, now),
    posts(db, since, now),
    deals(db, since, now),
  ]);
  return found.flat();
}
