import { formatIsoDay, isDpId, parseYuan } from '@pricetrail/core';
import {
  MSG_ORDER_DATE_FUTURE,
  MSG_ORDER_DATE_INVALID,
  MSG_ORDER_DATE_TOO_OLD,
  MSG_ORDER_PRICE_INVALID,
  MSG_ORDER_PRODUCT_EMPTY,
  MSG_ORDER_PRODUCT_INVALID,
  MSG_ORDER_WINDOW_INVALID,
} from './personalMessages';
import type { NewProtectOrder } from './personalTypes';
import type { Checked } from './targetPrice';

/** Shortest and longest protection window, in days (the server's limits). */
export const WINDOW_DAYS = { min: 1, max: 90 } as const;

/** The 价保 form as typed. */
export interface OrderForm {
  /** A store link, share text, or a dp id. */
  readonly product: string;
  /** What was paid, in yuan. */
  readonly paidPrice: string;
  /** The purchase day, 'YYYY-MM-DD'. */
  readonly boughtOn: string;
  /** The window in days; '' for the store's usual one. */
  readonly windowDays: string;
}

const DAY_MS = 86_400_000;
// A link inside share text ends at whitespace or the first CJK character or punctuation; the
// server reads the store and product from it (core's parser is not needed to send it).
const LINK = /https?:\/\/[^\s\u3000-\u9fff\uff00-\uffef]+/i;
const BARE_LINK = /^[\w-]+(?:\.[\w-]+)+\/\S*$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day's number (days since 1970-01-01), or null when the text is not a real day. */
function dayNumber(text: string): number | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCDate() === day && new Date(ms).getUTCMonth() === month - 1
    ? ms / DAY_MS
    : null;
}

/** Today in Asia/Shanghai, 'YYYY-MM-DD', for the form's default and its date picker's bounds. */
export function shanghaiToday(nowMs: number): string {
  return formatIsoDay(Math.floor(nowMs / 1000));
}

/** The first purchase day the form accepts (the longest window back from today). */
export function earliestPurchaseDay(nowMs: number): string {
  const today = dayNumber(shanghaiToday(nowMs)) ?? 0;
  return new Date((today - WINDOW_DAYS.max + 1) * DAY_MS).toISOString().slice(0, 10);
}

function checkProduct(text: string): Checked<NewProtectOrder['product']> {
  const value = text.trim();
  if (value === '') return { ok: false, message: MSG_ORDER_PRODUCT_EMPTY };
  if (isDpId(value)) return { ok: true, value: { dpId: value } };
  const url = LINK.exec(value)?.[0] ?? (BARE_LINK.test(value) ? `https://${value}` : undefined);
  return url ? { ok: true, value: { url } } : { ok: false, message: MSG_ORDER_PRODUCT_INVALID };
}

function checkDay(text: string, nowMs: number): Checked<string> {
  const day = dayNumber(text.trim());
  const today = dayNumber(shanghaiToday(nowMs));
  if (day === null || today === null) return { ok: false, message: MSG_ORDER_DATE_INVALID };
  if (day > today) return { ok: false, message: MSG_ORDER_DATE_FUTURE };
  if (today - day >= WINDOW_DAYS.max) return { ok: false, message: MSG_ORDER_DATE_TOO_OLD };
  return { ok: true, value: text.trim() };
}

function checkWindow(text: string): Checked<number | undefined> {
  const value = text.trim();
  if (value === '') return { ok: true, value: undefined };
  const days = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  return days >= WINDOW_DAYS.min && days <= WINDOW_DAYS.max
    ? { ok: true, value: days }
    : { ok: false, message: MSG_ORDER_WINDOW_INVALID };
}

/**
 * Checks the 价保 form at `nowMs` (days are Asia/Shanghai): a link or dp id, a paid price above
 * zero, a purchase day neither ahead nor older than the longest window, and an optional window of
 * 1–90 days. The first problem, in the form's order, is the line shown.
 */
export function checkOrderForm(form: OrderForm, nowMs: number): Checked<NewProtectOrder> {
  const product = checkProduct(form.product);
  if (!product.ok) return product;
  const paidPrice = parseYuan(form.paidPrice);
  if (paidPrice === null || paidPrice <= 0) return { ok: false, message: MSG_ORDER_PRICE_INVALID };
  const boughtOn = checkDay(form.boughtOn, nowMs);
  if (!boughtOn.ok) return boughtOn;
  const windowDays = checkWindow(form.windowDays);
  if (!windowDays.ok) return windowDays;
  return {
    ok: true,
    value: {
      product: product.value,
      paidPrice,
      boughtOn: boughtOn.value,
      ...(windowDays.value === undefined ? {} : { windowDays: windowDays.value }),
    },
  };
}
