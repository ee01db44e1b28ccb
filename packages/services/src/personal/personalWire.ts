import { pagingFromWire } from '../paging/pagingFromWire';
import {
  count,
  flag,
  list,
  number,
  numberOrNull,
  record,
  text,
  textOrNull,
} from '../http/wireValues';
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

function isWatchAlert(value: unknown): value is WatchAlert {
  return WATCH_ALERTS.includes(value as WatchAlert);
}

/** A `/UserCollection/*` item; without a condition (an older server) a target means 'target', else 'drop'. */
export function toWatchItem(value: unknown): WatchItem {
  const wire = record(value);
  const targetPrice = numberOrNull(wire.target_price);
  return {
    id: number(wire.id),
    dpId: text(wire.dp_id),
    title: text(wire.title),
    url: text(wire.url),
    imageUrl: text(wire.image_url),
    siteId: number(wire.site_id),
    siteName: text(wire.site_name),
    savedPrice: numberOrNull(wire.saved_price),
    currentPrice: numberOrNull(wire.current_price),
    lowestPrice: numberOrNull(wire.lowest_price),
    lowestAt: numberOrNull(wire.lowest_at),
    dropAmount: numberOrNull(wire.drop_amount),
    dropPercent: numberOrNull(wire.drop_percent),
    targetPrice,
    alert: isWatchAlert(wire.alert) ? wire.alert : targetPrice === null ? 'drop' : 'target',
    alertPercent: numberOrNull(wire.alert_percent),
    alertDays: numberOrNull(wire.alert_days),
    alertIntervalHours: numberOrNull(wire.alert_interval_hours),
    allStores: flag(wire.all_stores),
    otherStores: count(wire.other_stores),
    group: textOrNull(wire.group),
    createdAt: number(wire.created_at),
  };
}

/** `data` of `GET /UserCollection/List`. */
export function toCollectionPage(value: unknown): CollectionPage {
  const wire = record(value);
  const stat = record(wire.stat);
  return {
    items: list(wire.list).map(toWatchItem),
    counts: { all: count(stat.all), reduces: count(stat.reduce) },
    groups: list(wire.groups)
      .map(text)
      .filter((group) => group !== ''),
    ...pagingFromWire(wire),
  };
}

/** A `/UserExtend/WorthOrder*` order. */
export function toProtectOrder(value: unknown): ProtectOrder {
  const wire = record(value);
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
export function toProtectOrderPage(value: unknown): ProtectOrderPage {
  const wire = record(value);
  const view = record(wire.view);
  return {
    orders: list(wire.list).map(toProtectOrder),
    counts: { valid: count(view.valid), expired: count(view.expired) },
    ...pagingFromWire(wire),
  };
}

function toCreditRule(value: unknown): CreditRule {
  const wire = record(value);
  return { reason: text(wire.reason), amount: number(wire.amount), text: text(wire.text) };
}

function toCreditEntry(value: unknown): CreditEntry {
  const wire = record(value);
  return {
    id: number(wire.id),
    amount: number(wire.amount),
    reason: text(wire.reason),
    text: text(wire.text),
    createdAt: number(wire.created_at),
  };
}

/** `data` of `GET /UserExtend/Credit`. */
export function toCreditPage(value: unknown): CreditPage {
  const wire = record(value);
  return {
    balance: number(wire.balance),
    isCheckedInToday: flag(wire.checked_in_today),
    rules: list(wire.rules).map(toCreditRule),
    entries: list(wire.list).map(toCreditEntry),
    ...pagingFromWire(wire),
  };
}
