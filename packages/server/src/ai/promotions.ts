import { parsePromotionText, type PromotionRule } from '@pricetrail/core';
import { DAY_S } from '../calendar.js';
import type { Db } from '../db/schema.js';

/** A rule core's promotion reader understood, without the store's own words (money in fen). */
export type PromotionTerms =
  Exclude<PromotionRule, { kind: 'text' }> extends infer Rule
    ? Rule extends PromotionRule
      ? Omit<Rule, 'text'>
      : never
    : never;

/** One read rule and when a price last carried it (epoch seconds). */
export interface ReadPromotion {
  terms: PromotionTerms;
  seenAt: number;
}

/** What a product's prices carried lately, as read rules; store texts are never kept. */
export interface RecentPromotions {
  promotions: ReadPromotion[];
  coupons: ReadPromotion[];
  /** How many distinct texts held something the reader could not read as a rule. */
  unread: number;
}

const WINDOW_DAYS = 90;
const MAX_RULES = 5;

function withoutText(rule: PromotionRule): PromotionTerms | undefined {
  if (rule.kind === 'text') return undefined;
  const terms: Partial<PromotionRule> = { ...rule };
  delete terms.text;
  return terms as PromotionTerms;
}

// Rows come newest first, so the first sighting of a rule is its latest.
function readTexts(rows: readonly { text: string | null; seenAt: number }[]) {
  const read = new Map<string, ReadPromotion>();
  const unread = new Set<string>();
  for (const { text, seenAt } of rows) {
    if (!text) continue;
    for (const rule of parsePromotionText(text)) {
      const terms = withoutText(rule);
      if (!terms) unread.add(text);
      else if (!read.has(JSON.stringify(terms))) read.set(JSON.stringify(terms), { terms, seenAt });
    }
  }
  return { read: [...read.values()].slice(0, MAX_RULES), unread };
}

/**
 * The promotion and coupon rules a product's prices carried lately, newest first, as core's
 * promotion reader reads them; a text it cannot read is only counted, never repeated.
 */
export async function recentPromotions(
  db: Db,
  dpId: string,
  now: number,
): Promise<RecentPromotions> {
  const rows = await db.kysely
    .selectFrom('price_points as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .select(['pp.promo', 'pp.coupon', 'pp.last_seen'])
    .where('p.dp_id', '=', dpId)
    .where('pp.last_seen', '>=', now - WINDOW_DAYS * DAY_S)
    .where((eb) => eb.or([eb('pp.promo', 'is not', null), eb('pp.coupon', 'is not', null)]))
    .orderBy('pp.ts', 'desc')
    .limit(50)
    .execute();
  const promotions = readTexts(rows.map((row) => ({ text: row.promo, seenAt: row.last_seen })));
  const coupons = readTexts(rows.map((row) => ({ text: row.coupon, seenAt: row.last_seen })));
  return {
    promotions: promotions.read,
    coupons: coupons.read,
    unread: new Set([...promotions.unread, ...coupons.unread]).size,
  };
}
