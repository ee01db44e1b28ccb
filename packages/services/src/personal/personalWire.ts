import type { WireAnswer } from '@pricetrail/core';
import { pagingFromWire } from '../paging/pagingFromWire';
import { count, flag, number, numberOrNull, text, textOrNull } from '../http/wireValues';
import type {
  CollectionPage,
  CreditEntry,
  CreditPage,
  CreditRule,
  ProtectOrder,
  ProtectOrderPage,
  WatchAlert,
  WatchItem,
} from './personalTypes';

// The wire types are the API document's `data` of each `{ code, msg, data }` answer. The fields
// keep their tolerant reads (an unknown condition reads as drop or target, '1' as a number, a
// missing field as empty): the document names what is read, the reads survive an answer that
// carries less.

/** `data` of `GET /UserCollection/List` as the server sends it. */
export type WireCollectionPage = NonNullable<WireAnswer<'/UserCollection/List'>['data']>;

/** A watched item of the `/UserCollection/*` answers as the server sends it. */
export type WireWatchItem = WireCollectionPage['list'][number];

/** `data` of `GET /UserCollection/Saved` as the server sends it. */
export type WireSavedAmong = NonNullable<WireAnswer<'/UserCollection/Saved'>['data']>;

/** `data` of `GET /UserExtend/WorthOrderList` as the server sends it. */
export type WireProtectOrderPage = NonNullable<WireAnswer<'/UserExtend/WorthOrderList'>['data']>;

/** A 价保 order of the `/UserExtend/WorthOrder*` answers as the server sends it. */
export type WireProtectOrder = WireProtectOrderPage['list'][number];

/** `data` of `GET /UserExtend/Credit` as the server sends it. */
export type WireCreditPage = NonNullable<WireAnswer<'/UserExtend/Credit'>['data']>;

type WireCreditRule = WireCreditPage['rules'][number];

type WireCreditEntry = WireCreditPage['list'][number];

const WATCH_ALERTS: readonly WatchAlert[] = [
  'drop',
  'target',
  'percent',
  'lowest',
  'lowest_days',
  'rise',
  'restock',
  'off',
];

/** A `/UserCollection/*` item; without a condition (an older server) a target means 'target', else 'drop'. */
export function toWatchItem(wire: WireWatchItem | undefined): WatchItem {
  const targetPrice = numberOrNull(wire?.target_price);
  return {
    id: number(wire?.id),
    dpId: text(wire?.dp_id),
    title: text(wire?.title),
    url: text(wire?.url),
    imageUrl: text(wire?.image_url),
    siteId: number(wire?.site_id),
    siteName: text(wire?.site_name),
    savedPrice: numberOrNull(wire?.saved_price),
    currentPrice: numberOrNull(wire?.current_price),
    lowestPrice: numberOrNull(wire?.lowest_price),
    lowestAt: numberOrNull(wire?.lowest_at),
    dropAmount: numberOrNull(wire?.drop_amount),
    dropPercent: numberOrNull(wire?.drop_percent),
    targetPrice,
    alert:
      wire && WATCH_ALERTS.includes(wire.alert)
        ? wire.alert
        : targetPrice === null
          ? 'drop'
          : 'target',
    alertPercent: numberOrNull(wire?.alert_percent),
    alertDays: numberOrNull(wire?.alert_days),
    alertIntervalHours: numberOrNull(wire?.alert_interval_hours),
    allStores: flag(wire?.all_stores),
    otherStores: count(wire?.other_stores),
    group: textOrNull(wire?.group),
    createdAt: number(wire?.created_at),
  };
}

/** `data` of `GET /UserCollection/List`. */
export function toCollectionPage(wire: WireCollectionPage | undefined): CollectionPage {
  const stat = wire?.stat;
  return {
    items: (wire?.list ?? []).map(toWatchItem),
    counts: { all: count(stat?.all), reduces: count(stat?.reduce) },
    groups: (wire?.groups ?? []).map(text).filter((group) => group !== ''),
    ...pagingFromWire(wire),
  };
}

/** `data.dp_ids` of `GET /UserCollection/Saved`: the texts among them. */
export function toSavedAmong(wire: WireSavedAmong | undefined): string[] {
  const saved = wire?.dp_ids;
  return Array.isArray(saved) ? saved.filter((id) => typeof id === 'string') : [];
}

/** A `/UserExtend/WorthOrder*` order. */
export function toProtectOrder(wire: WireProtectOrder): ProtectOrder {
  const paidPrice = number(wire.paid_price);
  const lowestSince = numberOrNull(wire.lowest_since);
  const claimable = numberOrNull(wire.claimable);
  return {
    id: number(wire.id),
    dpId: text(wire.dp_id),
    title: text(wire.title),
    url: text(wire.url),
    imageUrl: text(wire.image_url),
    siteId: number(wire.site_id),
    siteName: text(wire.site_name),
    paidPrice,
    boughtAt: number(wire.bought_at),
    windowDays: count(wire.window_days),
    endsAt: number(wire.ends_at),
    daysLeft: count(wire.days_left),
    lowestSince,
    claimable: Math.max(0, claimable ?? (lowestSince === null ? 0 : paidPrice - lowestSince)),
    currentPrice: numberOrNull(wire.current_price),
    protectUrl: text(wire.protect_url) || text(wire.url),
  };
}

/** `data` of `GET /UserExtend/WorthOrderList` with `view=1`. */
export function toProtectOrderPage(wire: WireProtectOrderPage | undefined): ProtectOrderPage {
  const view = wire?.view;
  return {
    orders: (wire?.list ?? []).map(toProtectOrder),
    counts: { valid: count(view?.valid), expired: count(view?.expired) },
    ...pagingFromWire(wire),
  };
}

function toCreditRule(wire: WireCreditRule): CreditRule {
  return { reason: text(wire.reason), amount: number(wire.amount), text: text(wire.text) };
}

function toCreditEntry(wire: WireCreditEntry): CreditEntry {
  return {
    id: number(wire.id),
    amount: number(wire.amount),
    reason: text(wire.reason),
    text: text(wire.text),
    createdAt: number(wire.created_at),
  };
}

/** `data` of `GET /UserExtend/Credit`. */
export function toCreditPage(wire: WireCreditPage | undefined): CreditPage {
  return {
    balance: number(wire?.balance),
    isCheckedInToday: flag(wire?.checked_in_today),
    rules: (wire?.rules ?? []).map(toCreditRule),
    entries: (wire?.list ?? []).map(toCreditEntry),
    ...pagingFromWire(wire),
  };
}
