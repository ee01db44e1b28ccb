import {
  LOWEST_REACHED_WITHIN_DAYS,
  isUnderstood,
  parsePromotionText,
  type PromotionRule,
} from '@pricetrail/core';
import { DAY_S, dayStartTs, shanghaiDay } from '../calendar.js';
import type { Db } from '../db/schema.js';
import { offsetOf, type Page } from '../db/paging.js';
import { statement } from '../db/statements.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from '../prices/read/lookup.js';
import { IN_STOCK_CONDITION } from '../prices/search/filteredSearch.js';

/** A store event on the wire; times in epoch seconds. */
export type PromotionEvent = {
  id: number;
  siteId: number;
  name: string;
  kind: string;
  startsAt: number;
  endsAt: number;
  /** 'current' once it has started, 'coming' before. */
  status: 'current' | 'coming';
  rules: PromotionRule[];
  url: string | null;
  productCount: number;
  /** True for the demo catalogue's events (演示数据). */
  isDemo: boolean;
};

/** One event with one page of its products (`productCount` is their total). */
export type PromotionDetail = PromotionEvent & {
  page: number;
  pageSize: number;
  products: ProductWithSummary[];
};

/** A coupon on the wire; money in fen. */
export type Coupon = {
  id: number;
  siteId: number;
  threshold: number;
  amount: number;
  validFrom: number;
  validTo: number;
  url: string;
  /** The product it is for, when it is for one. */
  dpId: string | null;
  productTitle: string | null;
  category: string | null;
  /** The name of the category it is for. */
  categoryName: string | null;
  text: string | null;
  isDemo: boolean;
};

/** A product at its historical low today, with the rules its current price carries. */
export type LowestItem = ProductWithSummary & { rules: PromotionRule[] };

// Events shown at most on the current and coming list.
const MAX_EVENTS = 200;

type EventRow = {
  id: number;
  site_id: number;
  name: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  rules: string;
  url: string | null;
  source: string;
  product_count: number | string;
};

function eventOf(row: EventRow, now: number): PromotionEvent {
  return {
    id: row.id,
    siteId: row.site_id,
    name: row.name,
    kind: row.kind,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    status: row.starts_at <= now ? 'current' : 'coming',
    rules: JSON.parse(row.rules) as PromotionRule[],
    url: row.url,
    productCount: Number(row.product_count),
    isDemo: row.source === 'demo',
  };
}

function eventsQuery(db: Db) {
  return db.kysely
    .selectFrom('promotions as e')
    .select([
      'e.id',
      'e.site_id',
      'e.name',
      'e.kind',
      'e.starts_at',
      'e.ends_at',
      'e.rules',
      'e.url',
      'e.source',
    ])
    .select((eb) =>
      eb
        .selectFrom('promotion_products as pp')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('pp.promotion_id', '=', 'e.id')
        .as('product_count'),
    );
}

const eventProducts = statement<ProductSummaryRow>(
  `select ${PRODUCT_SUMMARY_COLUMNS} from promotion_products pp
   join products p on p.id = pp.product_id ${JOIN_SUMMARY}
   where pp.promotion_id = ? order by p.id limit ? offset ?`,
);

/** Events that have not ended by `now`: the current ones, then the coming ones, soonest first. */
export async function currentEvents(db: Db, now: number): Promise<PromotionEvent[]> {
  const rows = await eventsQuery(db)
    .where('e.ends_at', '>', now)
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .limit(MAX_EVENTS)
    .execute();
  return rows.map((row) => eventOf(row as EventRow, now));
}

/**
 * One event (ended ones too) with one page of its products, which a 双11 may count in thousands;
 * undefined when there is no such event.
 */
export async function eventById(
  db: Db,
  id: number,
  now: number,
  paging: { page: number; pageSize: number },
): Promise<PromotionDetail | undefined> {
  const row = await eventsQuery(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { page, pageSize } = paging;
  const products = await eventProducts(db, [id, pageSize, offsetOf({ page, pageSize })]);
  return {
    ...eventOf(row as EventRow, now),
    page,
    pageSize,
    products: products.map(productWithSummary),
  };
}

type CouponRow = {
  id: number;
  site_id: number;
  threshold: number;
  amount: number;
  valid_from: number;
  valid_to: number;
  url: string;
  dp_id: string | null;
  title: string | null;
  category_slug: string | null;
  category_name: string | null;
  text: string | null;
  source: string;
};

/** Coupons that have not expired by `now` (taken soonest-expiring first), one store or all. */
export async function couponPage(
  db: Db,
  now: number,
  query: { siteId?: number | undefined; page: number; pageSize: number },
): Promise<Page<Coupon>> {
  let base = db.kysely.selectFrom('coupons as c').where('c.valid_to', '>', now);
  if (query.siteId !== undefined) base = base.where('c.site_id', '=', query.siteId);
  const count = await base
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(count.n);
  const { page, pageSize } = query;
  const offset = offsetOf({ page, pageSize });
  if (offset >= total) return { total, page, pageSize, items: [] };
  const rows: CouponRow[] = await base
    .leftJoin('products as p', 'p.id', 'c.product_id')
    .leftJoin('categories as cat', 'cat.slug', 'c.category_slug')
    .select([
      'c.id',
      'c.site_id',
      'c.threshold',
      'c.amount',
      'c.valid_from',
      'c.valid_to',
      'c.url',
      'p.dp_id',
      'p.title',
      'c.category_slug',
      'cat.name as category_name',
      'c.text',
      'c.source',
    ])
    .orderBy('c.valid_to')
    .orderBy('c.id')
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    total,
    page,
    pageSize,
    items: rows.map((row) => ({
      id: row.id,
      siteId: row.site_id,
      threshold: row.threshold,
      amount: row.amount,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      url: row.url,
      dpId: row.dp_id,
      productTitle: row.title,
      category: row.category_slug,
      categoryName: row.category_name,
      text: row.text,
      isDemo: row.source === 'demo',
    })),
  };
}

type LowestRow = ProductSummaryRow & { pp_promo: string | null; pp_coupon: string | null };

// A product is listed at its historical low when its current price, seen today, is the lowest it
// ever had, it once cost more (a product with one price only has no low to speak of), and it came
// down to it within LOWEST_REACHED_WITHIN_DAYS: a price that has sat at its low for months is no
// news, and counting it listed one product in seven of the demo catalogue.
const LOWEST_FROM = `from product_summaries s
  join products p on p.id = s.product_id
  join price_points pp on pp.product_id = s.product_id and pp.ts = s.current_ts
  where s.current_final <= s.lowest_price and s.highest_price > s.current_final
  and pp.last_seen >= ? and s.current_ts >= ?`;

const LOWEST_ORDER = 'order by s.current_ts desc, p.id desc limit ? offset ?';

/** The count and the page of the historical lows under one more condition (`and …`, or none). */
function lowestStatements(condition: string) {
  return {
    count: statement<{ n: number | string }>(`select count(*) as n ${LOWEST_FROM} ${condition}`),
    rows: statement<LowestRow>(
      `select ${PRODUCT_SUMMARY_COLUMNS}, pp.promo as pp_promo, pp.coupon as pp_coupon
       ${LOWEST_FROM} ${condition} ${LOWEST_ORDER}`,
    ),
  };
}

// One prepared pair per filter combination, so each keeps its own plan.
const LOWEST = {
  all: lowestStatements(''),
  ofSite: lowestStatements('and p.site_id = ?'),
  inStock: lowestStatements(`and ${IN_STOCK_CONDITION}`),
  inStockOfSite: lowestStatements(`and ${IN_STOCK_CONDITION} and p.site_id = ?`),
};

/** The statements for a query: of one store or all, 仅看有货 or not. */
function lowestStatementsOf(query: { siteId?: number | undefined; inStockOnly?: boolean }) {
  const ofSite = query.siteId !== undefined;
  if (query.inStockOnly) return ofSite ? LOWEST.inStockOfSite : LOWEST.inStock;
  return ofSite ? LOWEST.ofSite : LOWEST.all;
}

/**
 * Products at their historical low today that came down to it lately, newest lows first, each
 * with the rules read from the promotion and coupon texts its current price was seen with (those
 * the reader understood); of one store, and only those a source does not say are 无货, 预售 or 下架
 * (仅看有货), when the query says.
 */
export async function lowestPage(
  db: Db,
  now: number,
  query: {
    siteId?: number | undefined;
    inStockOnly?: boolean;
    page: number;
    pageSize: number;
  },
): Promise<Page<LowestItem>> {
  const parameters: unknown[] = [
    dayStartTs(shanghaiDay(now)),
    now - LOWEST_REACHED_WITHIN_DAYS * DAY_S,
  ];
  if (query.siteId !== undefined) parameters.push(query.siteId);
  const statements = lowestStatementsOf(query);
  const [count] = await statements.count(db, parameters);
  const total = Number(count?.n ?? 0);
  const { page, pageSize } = query;
  const offset = offsetOf({ page, pageSize });
  if (offset >= total) return { total, page, pageSize, items: [] };
  const rows = await statements.rows(db, [...parameters, pageSize, offset]);
  return {
    total,
    page,
    pageSize,
    items: rows.map((row) => ({
      ...productWithSummary(row),
      // Only what the reader understood: never a contact or a link the text carried.
      rules: [row.pp_promo, row.pp_coupon].flatMap((text) =>
        text ? parsePromotionText(text).filter(isUnderstood) : [],
      ),
    })),
  };
}
