import { DAY_S, dayStartTs, shanghaiDay } from '../calendar.js';

/** Shortest and longest protection window a user may set, in days. */
export const WINDOW_DAYS = { min: 1, max: 90 } as const;

/** A store's usual price-protection window and the page where its shoppers claim. */
export interface StoreProtection {
  windowDays: number;
  /** The store's 价保 page; null where there is none on the web (the product page stands in). */
  url: string | null;
}

// Taobao and Tmall shoppers claim from the order in 已买到的宝贝.
const TAOBAO_ORDERS = 'https://buyertrade.taobao.com/trade/itemlist/list_bought_items.htm';

// By site id (core's SITES): JD 3, Tmall 83, Taobao 123, Pinduoduo 353, Suning 25, Vipshop 129.
const BY_SITE: ReadonlyMap<number, StoreProtection> = new Map([
  [3, { windowDays: 30, url: 'https://pcsitepp-fm.jd.com/' }],
  [83, { windowDays: 15, url: TAOBAO_ORDERS }],
  [123, { windowDays: 15, url: TAOBAO_ORDERS }],
  [353, { windowDays: 7, url: null }],
  [25, { windowDays: 30, url: null }],
  [129, { windowDays: 7, url: null }],
]);

const OTHER_STORES: StoreProtection = { windowDays: 7, url: null };

/** The protection a store usually gives (7 days and no claim page for stores not listed). */
export function storeProtection(siteId: number): StoreProtection {
  return BY_SITE.get(siteId) ?? OTHER_STORES;
}

/**
 * When a window ends: the purchase day counts as its first day, so a 30-day window bought on
 * 1 July covers 1–30 July and ends at 00:00 on 31 July, Shanghai time.
 */
export function protectionEnd(boughtAt: number, windowDays: number): number {
  return dayStartTs(shanghaiDay(boughtAt) + windowDays);
}

/** Whole Shanghai days left in a window, today included (0 once it has ended). */
export function daysLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / DAY_S));
}
