import type { CollectionCounts, ProtectionCounts } from '../login/identityTypes';
import type { Page, Paging } from '../paging/page';
import type { Follow, FollowKind, FollowList } from './followTypes';

/** `tab` of `GET /UserCollection/List`: every item, or only those cheaper than when saved. */
export type CollectionTab = 'all' | 'reduce';

/** `stype` of `GET /UserCollection/List`: newest saved first, biggest drop first, or cheapest first. */
export type CollectionSort = 'date' | 'drop' | 'price';

/**
 * When a watched item alerts: any drop, below the target price, a drop of a given percentage,
 * a new all-time low, the lowest of the last N days, any rise (涨价), or never.
 */
export type WatchAlert =
  'drop' | 'target' | 'percent' | 'lowest' | 'lowest_days' | 'rise' | 'restock' | 'off';

/** One watched product (收藏); money in fen, times in epoch seconds. */
export interface WatchItem {
  /** The item's id, for editing and deleting it. */
  readonly id: number;
  /** The product's dp id. */
  readonly dpId: string;
  /** Title as the store lists it. */
  readonly title: string;
  /** The store's product page. */
  readonly url: string;
  /** Picture address ('' when none). */
  readonly imageUrl: string;
  /** Store id. */
  readonly siteId: number;
  /** Store name, e.g. '京东'. */
  readonly siteName: string;
  /** Final price when saved; null when the product had no price then. */
  readonly savedPrice: number | null;
  /** Final price now; null while the product has no price. */
  readonly currentPrice: number | null;
  /** All-time low. */
  readonly lowestPrice: number | null;
  /** When the all-time low was seen. */
  readonly lowestAt: number | null;
  /** Saved minus current: positive when it is cheaper now. */
  readonly dropAmount: number | null;
  /** The drop as a percentage of the saved price, one decimal (12.5 = 12.5%). */
  readonly dropPercent: number | null;
  /** The price the shopper waits for (alert 'target'); null when none. */
  readonly targetPrice: number | null;
  /** When it alerts. */
  readonly alert: WatchAlert;
  /** The drop in percent that alerts (alert 'percent'); null otherwise. */
  readonly alertPercent: number | null;
  /** The N of 近 N 天最低 (alert 'lowest_days'); null when none was set. */
  readonly alertDays: number | null;
  /** At most one alert per this many hours; null: no limit. */
  readonly alertIntervalHours: number | null;
  /** The condition is judged on the same goods' cheapest price in every store (全网同款). */
  readonly allStores: boolean;
  /** How many listings of the same goods other stores have (0: none found). */
  readonly otherStores: number;
  /** The shopper's group (tag) name; null when none. */
  readonly group: string | null;
  /** When it was saved. */
  readonly createdAt: number;
}

/** What the collection page asks for. */
export interface CollectionQuery {
  /** 全部 or 降价. */
  readonly tab: CollectionTab;
  /** The order. */
  readonly sort: CollectionSort;
  /** Page number, from 1. */
  readonly page: number;
  /** Items per page (at most 50). */
  readonly pageSize: number;
  /** Only this group; every group when absent. */
  readonly group?: string;
}

/**
 * One page of the collection (its total: the items in the tab and group asked for) with the
 * counts of both tabs and the shopper's group names.
 */
export interface CollectionPage extends Page<WatchItem> {
  /** How many items each tab holds (`stat.all`, `stat.reduce`). */
  readonly counts: CollectionCounts;
  /** Every group name the shopper uses. */
  readonly groups: readonly string[];
}

/** Changes to a watched item: undefined keeps a value, null clears it. */
export interface WatchChanges {
  /** The target price in fen; null: none. */
  readonly targetPrice?: number | null;
  /** When it alerts. */
  readonly alert?: WatchAlert;
  /** The drop in percent that alerts; null: none. */
  readonly alertPercent?: number | null;
  /** The N of 近 N 天最低; null: none. */
  readonly alertDays?: number | null;
  /** At most one alert per this many hours; null: no limit. */
  readonly alertIntervalHours?: number | null;
  /** Judge the condition on the same goods' cheapest price in every store. */
  readonly allStores?: boolean;
  /** The group name; null: no group. */
  readonly group?: string | null;
}

/** A purchase under price protection (价保); money in fen, times in epoch seconds. */
export interface ProtectOrder {
  /** The order's id, for deleting it. */
  readonly id: number;
  /** The product's dp id. */
  readonly dpId: string;
  /** Title as the store lists it. */
  readonly title: string;
  /** The store's product page. */
  readonly url: string;
  /** Picture address ('' when none). */
  readonly imageUrl: string;
  /** Store id. */
  readonly siteId: number;
  /** Store name, e.g. '京东'. */
  readonly siteName: string;
  /** What the shopper paid (到手价). */
  readonly paidPrice: number;
  /** When they bought it. */
  readonly boughtAt: number;
  /** The store's protection window in days. */
  readonly windowDays: number;
  /** The first moment outside the window. */
  readonly endsAt: number;
  /** Whole days left in the window, today included (0 once it ended). */
  readonly daysLeft: number;
  /** The lowest final price since the purchase; null while there is none. */
  readonly lowestSince: number | null;
  /** What the shopper may claim back (0 when nothing). */
  readonly claimable: number;
  /** Final price now; null while the product has no price. */
  readonly currentPrice: number | null;
  /** Where the store's shoppers claim (the product page when it has no 价保 page). */
  readonly protectUrl: string;
}

/** One page of orders (its total: the orders in the tab asked for) with the counts of both tabs. */
export interface ProtectOrderPage extends Paging {
  /** The orders of this page. */
  readonly orders: readonly ProtectOrder[];
  /** Orders still protected and those past their window (`data.view`). */
  readonly counts: ProtectionCounts;
}

/** A purchase to record: the product by dp id or by a store link. */
export interface NewProtectOrder {
  /** The product, by dp id or by the link (or share text) the shopper pasted. */
  readonly product: { readonly dpId: string } | { readonly url: string };
  /** What the shopper paid, in fen. */
  readonly paidPrice: number;
  /** The purchase day, 'YYYY-MM-DD' (Asia/Shanghai). */
  readonly boughtOn: string;
  /** The protection window in days; the store's usual one when absent. */
  readonly windowDays?: number;
}

/** One way to earn credits (积分). */
export interface CreditRule {
  /** Its reason code, e.g. 'checkin'. */
  readonly reason: string;
  /** Credits it earns. */
  readonly amount: number;
  /** How the shopper earns them, in Chinese. */
  readonly text: string;
}

/** One line of the credits ledger. */
export interface CreditEntry {
  /** The entry's id. */
  readonly id: number;
  /** Credits earned (positive) or spent (negative). */
  readonly amount: number;
  /** Its reason code. */
  readonly reason: string;
  /** What it was for, in Chinese. */
  readonly text: string;
  /** When it was written. */
  readonly createdAt: number;
}

/** The shopper's credits: the balance, today's check-in, the rules and one page of history. */
export interface CreditPage extends Paging {
  /** The sum of the ledger. */
  readonly balance: number;
  /** Whether they checked in today (Asia/Shanghai). */
  readonly isCheckedInToday: boolean;
  /** How credits are earned. */
  readonly rules: readonly CreditRule[];
  /** The ledger's lines on this page, newest first. */
  readonly entries: readonly CreditEntry[];
}

/** What `GET /UserExtend/Export` exports. */
export type ExportWhat = 'collection' | 'orders' | 'credits' | 'follows';

/** The formats `GET /UserExtend/Export` writes. */
export type ExportFormat = 'json' | 'csv';

/**
 * The personal area's calls (watch list, price protection, credits), signed like the identity
 * calls; the real `PersonalApi` or a fake. Each answers its data on code 1 and otherwise rejects
 * with a `RefusedError` carrying the server's line; a visitor's call rejects with
 * `AuthenticationRequiredError`.
 */
export interface PersonalApiClient {
  /** `GET /UserCollection/List`. */
  collection(query: CollectionQuery): Promise<CollectionPage>;
  /** `GET /UserCollection/Saved`: which of these products (at most 60) the user watches. */
  savedAmong(dpIds: readonly string[]): Promise<string[]>;
  /** `GET /UserCollection/Item`: the user's watch of this product with its condition; null when not saved. */
  watchOf(dpId: string): Promise<WatchItem | null>;
  /** `POST /UserCollection/Add`: watches a product (again: only the changes apply). */
  addToCollection(dpId: string, changes?: WatchChanges): Promise<WatchItem>;
  /** `POST /UserCollection/Update`. */
  updateCollectionItem(id: number, changes: WatchChanges): Promise<WatchItem | null>;
  /** `POST /UserCollection/Delete`. */
  removeFromCollection(id: number): Promise<void>;
  /** `GET /UserExtend/WorthOrderList` (page size 30). */
  protectOrders(query: { isEffective: boolean; page: number }): Promise<ProtectOrderPage>;
  /** `POST /UserExtend/WorthOrderAdd`. */
  addProtectOrder(order: NewProtectOrder): Promise<ProtectOrder | null>;
  /** `POST /UserExtend/WorthOrderDelete`. */
  removeProtectOrder(id: number): Promise<void>;
  /** `POST /UserExtend/CheckIn`: today's check-in. */
  checkIn(): Promise<void>;
  /** `GET /UserExtend/Credit`. */
  credits(page: number): Promise<CreditPage>;
  /** `GET /UserFollow/List`: the brands, categories and keywords the user follows. */
  follows(): Promise<FollowList>;
  /** `POST /UserFollow/Add`: follows one more (a refusal says why not, in Chinese). */
  addFollow(kind: FollowKind, value: string): Promise<Follow>;
  /** `POST /UserFollow/Delete`. */
  removeFollow(id: number): Promise<void>;
}
