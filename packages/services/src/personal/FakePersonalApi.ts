import { parseProductUrl } from '@pricetrail/core';
import { pageItemsOf, pageOf } from '../paging/page';
import { SAMPLE_CATEGORIES, SAMPLE_NOW, SAMPLE_PRODUCTS } from '../api/sampleData';
import { AuthenticationRequiredError, NetworkError } from '../http/errors';
import { RefusedError } from '../http/RefusedError';
import type {
  CollectionPage,
  CollectionQuery,
  CreditEntry,
  CreditPage,
  CreditRule,
  NewProtectOrder,
  PersonalApiClient,
  ProtectOrder,
  ProtectOrderPage,
  WatchChanges,
  WatchItem,
} from './personalTypes';
import { applyWatchChanges } from './applyWatchChanges';
import { PROTECT_PAGE_SIZE } from './exportPath';
import { FOLLOW_KIND_NAMES, type Follow, type FollowKind, type FollowList } from './followTypes';
import { SAMPLE_FOLLOW_MAX, SAMPLE_FOLLOWS } from './sampleFollows';
import {
  SAMPLE_CREDIT_ENTRIES,
  SAMPLE_CREDIT_RULES,
  SAMPLE_PROTECT_ORDERS,
  SAMPLE_WATCH_ITEMS,
  sampleWatchItem,
} from './samplePersonal';

/** A scripted failure: 'network' rejects like a lost connection, any other text is the server's refusal. */
export type FakePersonalFailure = 'network' | (string & {});

/** Answers of a {@link FakePersonalApi}; by default a signed-in user with the sample data. */
export interface FakePersonalOptions {
  /** The watch list (the sample one by default). */
  items?: readonly WatchItem[];
  /** The 价保 orders (the sample ones by default). */
  orders?: readonly ProtectOrder[];
  /** The credits ledger, newest first (the sample one by default). */
  credits?: readonly CreditEntry[];
  /** How credits are earned. */
  rules?: readonly CreditRule[];
  /** The follows (关注), newest first (the sample ones by default). */
  follows?: readonly Follow[];
  /** How many follows one may keep (the real server's 50 by default). */
  followMax?: number;
  /** Whether today's check-in is done already. */
  isCheckedInToday?: boolean;
  /** Every call rejects with 401, as for a visitor whose session is gone. */
  isSignedOut?: boolean;
  /** Calls that fail, by method name. */
  fail?: Partial<Record<keyof PersonalApiClient, FakePersonalFailure>>;
  /** Milliseconds every answer takes (0 by default; a huge value never answers). */
  delayMs?: number;
}

const CREDIT_PAGE_SIZE = 20;

function byDate(a: WatchItem, b: WatchItem): number {
  return b.createdAt - a.createdAt;
}

/** Missing values sort last, whichever way the rest go. */
function withNullsLast(value: number | null, direction: 1 | -1): number {
  return value === null ? Number.POSITIVE_INFINITY : value * direction;
}

const SORTS: Record<CollectionQuery['sort'], (a: WatchItem, b: WatchItem) => number> = {
  date: byDate,
  drop: (a, b) => withNullsLast(a.dropPercent, -1) - withNullsLast(b.dropPercent, -1),
  price: (a, b) => withNullsLast(a.currentPrice, 1) - withNullsLast(b.currentPrice, 1),
};

function isCheaper(item: WatchItem): boolean {
  return (item.dropAmount ?? 0) > 0;
}

/** An in-memory personal-area server for stories and tests: it keeps what is added and removed, and records every call. */
export class FakePersonalApi implements PersonalApiClient {
  /** Every call, in order, as `[name, argument]`. */
  readonly calls: [string, unknown][] = [];

  private items: WatchItem[];
  private orders: ProtectOrder[];
  private ledger: CreditEntry[];
  private isCheckedInToday: boolean;
  private followList: Follow[];
  private nextId = 9_000;

  constructor(private readonly options: FakePersonalOptions = {}) {
    this.items = [...(options.items ?? SAMPLE_WATCH_ITEMS)];
    this.orders = [...(options.orders ?? SAMPLE_PROTECT_ORDERS)];
    this.ledger = [...(options.credits ?? SAMPLE_CREDIT_ENTRIES)];
    this.isCheckedInToday = options.isCheckedInToday ?? false;
    this.followList = [...(options.follows ?? SAMPLE_FOLLOWS)];
  }

  /** Records the call, waits, then fails as scripted or answers `work()`. */
  private answer<T>(name: keyof PersonalApiClient, argument: unknown, work: () => T): Promise<T> {
    this.calls.push([name, argument]);
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        const failure = this.options.fail?.[name];
        if (this.options.isSignedOut) reject(new AuthenticationRequiredError(401, '请先登录'));
        else if (failure === 'network') reject(new NetworkError('connection refused'));
        else if (failure !== undefined) reject(new RefusedError(0, failure));
        else {
          try {
            resolve(work());
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }
      }, this.options.delayMs ?? 0);
    });
  }

  /** See {@link PersonalApiClient.collection}. */
  collection(query: CollectionQuery): Promise<CollectionPage> {
    return this.answer('collection', query, () => {
      const inTab = this.items.filter((item) => query.tab === 'all' || isCheaper(item));
      const shown = inTab
        .filter((item) => query.group === undefined || item.group === query.group)
        .sort(SORTS[query.sort]);
      return {
        ...pageOf(shown, query.page, query.pageSize),
        counts: { all: this.items.length, reduces: this.items.filter(isCheaper).length },
        groups: [...new Set(this.items.flatMap((item) => (item.group ? [item.group] : [])))],
      };
    });
  }

  /** See {@link PersonalApiClient.savedAmong}. */
  savedAmong(dpIds: readonly string[]): Promise<string[]> {
    return this.answer('savedAmong', [...dpIds], () =>
      dpIds.filter((dpId) => this.items.some((item) => item.dpId === dpId)),
    );
  }

  /** See {@link PersonalApiClient.watchOf}. */
  watchOf(dpId: string): Promise<WatchItem | null> {
    return this.answer(
      'watchOf',
      dpId,
      () => this.items.find((item) => item.dpId === dpId) ?? null,
    );
  }

  /** See {@link PersonalApiClient.addToCollection}. */
  addToCollection(dpId: string, changes: WatchChanges = {}): Promise<WatchItem> {
    return this.answer('addToCollection', { dpId, ...changes }, () => {
      const watched = this.items.find((item) => item.dpId === dpId);
      if (watched) return this.change(watched.id, changes);
      const product = SAMPLE_PRODUCTS.find((item) => item.dpId === dpId);
      if (!product) throw new RefusedError(0, '商品不存在');
      const item = sampleWatchItem(product, {
        id: (this.nextId += 1),
        savedPrice: 599_900,
        currentPrice: 599_900,
        targetPrice: changes.targetPrice ?? null,
        alert: changes.alert ?? 'drop',
        alertPercent: changes.alertPercent ?? null,
        alertDays: changes.alertDays ?? null,
        alertIntervalHours: changes.alertIntervalHours ?? null,
        allStores: changes.allStores ?? false,
        group: changes.group ?? null,
        createdAt: SAMPLE_NOW,
      });
      this.items.unshift(item);
      return item;
    });
  }

  private change(id: number, changes: WatchChanges): WatchItem {
    const index = this.items.findIndex((item) => item.id === id);
    const item = this.items[index];
    if (!item) throw new RefusedError(0, '收藏不存在');
    const changed = applyWatchChanges(item, changes);
    this.items[index] = changed;
    return changed;
  }

  /** See {@link PersonalApiClient.updateCollectionItem}. */
  updateCollectionItem(id: number, changes: WatchChanges): Promise<WatchItem | null> {
    return this.answer('updateCollectionItem', { id, ...changes }, () => this.change(id, changes));
  }

  /** See {@link PersonalApiClient.removeFromCollection}. */
  removeFromCollection(id: number): Promise<void> {
    return this.answer('removeFromCollection', id, () => {
      this.items = this.items.filter((item) => item.id !== id);
    });
  }

  /** See {@link PersonalApiClient.protectOrders}. */
  protectOrders(query: { isEffective: boolean; page: number }): Promise<ProtectOrderPage> {
    return this.answer('protectOrders', query, () => {
      const valid = this.orders.filter((order) => order.daysLeft > 0);
      const shown = query.isEffective ? valid : this.orders.filter((order) => order.daysLeft === 0);
      return {
        orders: pageItemsOf(shown, query.page, PROTECT_PAGE_SIZE),
        counts: { valid: valid.length, expired: this.orders.length - valid.length },
        page: query.page,
        pageSize: PROTECT_PAGE_SIZE,
        total: shown.length,
      };
    });
  }

  /** See {@link PersonalApiClient.addProtectOrder}; a product outside the sample catalogue is refused as not tracked. */
  addProtectOrder(order: NewProtectOrder): Promise<ProtectOrder | null> {
    return this.answer('addProtectOrder', order, () => {
      const parsed = 'url' in order.product ? parseProductUrl(order.product.url) : undefined;
      const dpId =
        'dpId' in order.product ? order.product.dpId : parsed && 'dpId' in parsed && parsed.dpId;
      const product = SAMPLE_PRODUCTS.find((item) => item.dpId === dpId);
      if (!product) throw new RefusedError(0, '暂未收录该商品，已加入追踪队列，请稍后再登记');
      const windowDays = order.windowDays ?? 30;
      const boughtAt = Date.parse(`${order.boughtOn}T00:00:00+08:00`) / 1000;
      const endsAt = boughtAt + windowDays * 86_400;
      const added: ProtectOrder = {
        id: (this.nextId += 1),
        dpId: product.dpId,
        title: product.title,
        url: product.url ?? '',
        imageUrl: product.imageUrl ?? '',
        siteId: product.siteId,
        siteName: '',
        paidPrice: order.paidPrice,
        boughtAt,
        windowDays,
        endsAt,
        daysLeft: Math.max(0, Math.ceil((endsAt - SAMPLE_NOW) / 86_400)),
        lowestSince: null,
        claimable: 0,
        currentPrice: null,
        protectUrl: product.url ?? '',
      };
      this.orders.unshift(added);
      return added;
    });
  }

  /** See {@link PersonalApiClient.removeProtectOrder}. */
  removeProtectOrder(id: number): Promise<void> {
    return this.answer('removeProtectOrder', id, () => {
      this.orders = this.orders.filter((order) => order.id !== id);
    });
  }

  /** See {@link PersonalApiClient.checkIn}: once a day, then '今日已签到'. */
  checkIn(): Promise<void> {
    return this.answer('checkIn', undefined, () => {
      if (this.isCheckedInToday) throw new RefusedError(0, '今日已签到');
      this.isCheckedInToday = true;
      const amount = this.rules().find((rule) => rule.reason === 'checkin')?.amount ?? 5;
      this.ledger.unshift({
        id: (this.nextId += 1),
        amount,
        reason: 'checkin',
        text: '每日签到',
        createdAt: SAMPLE_NOW,
      });
    });
  }

  private rules(): readonly CreditRule[] {
    return this.options.rules ?? SAMPLE_CREDIT_RULES;
  }

  /** See {@link PersonalApiClient.credits}. */
  credits(page: number): Promise<CreditPage> {
    return this.answer('credits', page, () => ({
      balance: this.ledger.reduce((sum, entry) => sum + entry.amount, 0),
      isCheckedInToday: this.isCheckedInToday,
      rules: this.rules(),
      entries: pageItemsOf(this.ledger, page, CREDIT_PAGE_SIZE),
      page,
      pageSize: CREDIT_PAGE_SIZE,
      total: this.ledger.length,
    }));
  }

  private followMax(): number {
    return this.options.followMax ?? SAMPLE_FOLLOW_MAX;
  }

  /** See {@link PersonalApiClient.follows}. */
  follows(): Promise<FollowList> {
    return this.answer('follows', undefined, () => ({
      follows: [...this.followList],
      max: this.followMax(),
    }));
  }

  /** See {@link PersonalApiClient.addFollow}: refuses as the server does (blank, duplicate, unknown category, full). */
  addFollow(kind: FollowKind, value: string): Promise<Follow> {
    return this.answer('addFollow', { kind, value }, () => {
      const tidy = value.trim().replace(/\s+/g, ' ');
      const kindName = FOLLOW_KIND_NAMES[kind];
      if (tidy === '') throw new RefusedError(400, `请填写要关注的${kindName}`);
      const category = SAMPLE_CATEGORIES.find((c) => c.slug === tidy);
      if (kind === 'category' && !category) throw new RefusedError(400, '没有这个分类');
      const name = category?.name ?? tidy;
      const label = `${kindName}「${name}」`;
      const same = (f: Follow) => f.kind === kind && f.value.toLowerCase() === tidy.toLowerCase();
      if (this.followList.some(same))
        throw new RefusedError(400, `已经关注了${kindName}「${tidy}」`);
      if (this.followList.length >= SAMPLE_FOLLOW_MAX) {
        throw new RefusedError(
          400,
          `最多关注 ${SAMPLE_FOLLOW_MAX} 个品牌、分类或关键词，请先取消一些`,
        );
      }
      const follow: Follow = {
        id: (this.nextId += 1),
        kind,
        value: tidy,
        name,
        label,
        path: category ? `/home/${tidy}` : `/crc64/list?q=${encodeURIComponent(tidy)}`,
        createdAt: SAMPLE_NOW,
        lastDigestAt: null,
      };
      this.followList.unshift(follow);
      return follow;
    });
  }

  /** See {@link PersonalApiClient.removeFollow}. */
  removeFollow(id: number): Promise<void> {
    return this.answer('removeFollow', id, () => {
      if (!this.followList.some((follow) => follow.id === id)) {
        throw new RefusedError(-1, '关注不存在或已取消');
      }
      this.followList = this.followList.filter((follow) => follow.id !== id);
    });
  }
}
