import { formatIsoDay } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { nextSale, type NextSale } from '../promotions/nextSale.js';
import type { ProductWithSummary } from '../prices/read/lookup.js';
import type { PriceService } from '../prices/service.js';
import { TREND } from '../prices/write/summarize.js';
import { termsFigures } from './promotionTerms.js';
import { recentPromotions, type PromotionTerms } from './promotions.js';

/** A price (fen) and the Asia/Shanghai day it was seen, ISO style. */
export interface DatedPrice {
  price: number;
  day: string;
}

/** A promotion or coupon rule as core's reader read it, and the day a price last carried it. */
export interface PromotionFact {
  terms: PromotionTerms;
  day: string;
}

/** The same goods in another store. */
export interface OtherOffer {
  dpId: string;
  store: string;
  title: string;
  price: number;
}

/**
 * The seam for the 先涨后降 check (raised just before a "discount"), which the deals issue builds:
 * true when today's discount follows a raise, false when it does not, null when unknown.
 */
export type RaisedBeforeSaleCheck = (dpId: string) => Promise<boolean | null>;

/** Everything an answer about one product may say, from our data only (money in fen). */
export interface ProductFacts {
  dpId: string;
  title: string;
  store: string;
  /** Generated demo data, which the answer must say. */
  demo: boolean;
  /** Null while we hold no price for it. */
  current: DatedPrice | null;
  listPrice: number | null;
  lowest: DatedPrice | null;
  highest: DatedPrice | null;
  low30: number | null;
  low60: number | null;
  low180: number | null;
  price618: DatedPrice | null;
  price1111: DatedPrice | null;
  /** 历史最低 / 下降 / 上涨 / 平稳. */
  trend: string;
  /** How far the current price is above the historical low (fen; 0 at the low). */
  aboveLowest: number | null;
  /** Cheaper offers of the same goods in other stores, cheapest first. */
  cheaperElsewhere: OtherOffer[];
  /** Promotion and coupon rules seen lately, newest first; never the stores' own words. */
  promotions: PromotionFact[];
  coupons: PromotionFact[];
  /** How many promotion or coupon texts held something that is no rule we can read. */
  unreadPromotions: number;
  /** The 先涨后降 verdict; null until the deals issue supplies the check. */
  raisedBeforeSale: boolean | null;
  /** The soonest running or coming sale of its store in the promotion calendar. */
  nextSale: NextSale | null;
}

const TREND_NAMES: Readonly<Record<number, string>> = {
  [TREND.historicalLow]: '历史最低',
  [TREND.falling]: '下降',
  [TREND.rising]: '上涨',
  [TREND.flat]: '平稳',
};

function dated(price: number | null, ts: number | null): DatedPrice | null {
  return price === null || ts === null ? null : { price, day: formatIsoDay(ts) };
}

function otherOffers(
  self: ProductWithSummary,
  offers: readonly ProductWithSummary[],
): OtherOffer[] {
  const current = self.summary?.currentFinal;
  return offers
    .filter(({ product, summary }) => product.dpId !== self.product.dpId && summary !== null)
    .filter(({ summary }) => current === undefined || (summary?.currentFinal ?? 0) < current)
    .slice(0, 5)
    .map(({ product, summary }) => ({
      dpId: product.dpId,
      store: product.siteName,
      title: product.title,
      price: summary?.currentFinal ?? 0,
    }));
}

/** Where the facts come from: the catalogue, the database, and the deals issue's check when built. */
export interface FactSources {
  prices: PriceService;
  db: Db;
  /** Now in epoch seconds (the app clock). */
  now: number;
  raisedBeforeSale?: RaisedBeforeSaleCheck;
}

/** The facts of one product, or undefined when the dp id is unknown. */
export async function productFacts(
  sources: FactSources,
  dpId: string,
): Promise<ProductFacts | undefined> {
  const found = await sources.prices.product(dpId);
  if (!found) return undefined;
  const { product, summary: s } = found;
  const [offers, read, raised, sale] = await Promise.all([
    sources.prices.offers(dpId),
    recentPromotions(sources.db, dpId, sources.now),
    sources.raisedBeforeSale?.(dpId) ?? Promise.resolve(null),
    nextSale(sources.db, dpId, product.siteId, sources.now),
  ]);
  return {
    dpId,
    title: product.title,
    store: product.siteName,
    demo: product.demo,
    current: s && dated(s.currentFinal, s.currentTs),
    listPrice: s?.currentList ?? null,
    lowest: s && dated(s.lowestPrice, s.lowestTs),
    highest: s && dated(s.highestPrice, s.highestTs),
    low30: s?.low30 ?? null,
    low60: s?.low60 ?? null,
    low180: s?.low180 ?? null,
    price618: s && dated(s.price618, s.price618Ts),
    price1111: s && dated(s.price1111, s.price1111Ts),
    trend: TREND_NAMES[s?.trend ?? TREND.flat] ?? '平稳',
    aboveLowest: s ? s.currentFinal - s.lowestPrice : null,
    cheaperElsewhere: otherOffers(found, offers ?? []),
    promotions: read.promotions.map(({ terms, seenAt }) => ({ terms, day: formatIsoDay(seenAt) })),
    coupons: read.coupons.map(({ terms, seenAt }) => ({ terms, day: formatIsoDay(seenAt) })),
    unreadPromotions: read.unread,
    raisedBeforeSale: raised,
    nextSale: sale,
  };
}

/** Every price (fen) the facts hold: the figures an answer may state. */
export function factFigures(facts: readonly ProductFacts[]): Set<number> {
  const figures = new Set<number>();
  const add = (value: number | null | undefined) => {
    if (value !== null && value !== undefined) figures.add(value);
  };
  for (const f of facts) {
    for (const value of [f.current, f.lowest, f.highest, f.price618, f.price1111]) {
      add(value?.price);
    }
    for (const value of [f.listPrice, f.low30, f.low60, f.low180, f.aboveLowest]) add(value);
    for (const { terms } of [...f.promotions, ...f.coupons]) termsFigures(terms).forEach(add);
    for (const offer of f.cheaperElsewhere) {
      add(offer.price);
      if (f.current) add(f.current.price - offer.price);
    }
  }
  return figures;
}
