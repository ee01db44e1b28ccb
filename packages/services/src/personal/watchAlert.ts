import { ALERT_DAYS_RANGE, ALERT_PERCENT_RANGE } from '@pricetrail/core';
import {
  MSG_ALERT_DAYS_INVALID,
  MSG_ALERT_PERCENT_INVALID,
  MSG_TARGET_REQUIRED,
} from './personalMessages';
import type { WatchAlert } from './personalTypes';
import { checkTargetPrice } from './targetPrice';

/** The smallest drop percentage the server accepts. */
export const ALERT_PERCENT_MIN = ALERT_PERCENT_RANGE.min;
/** The largest drop percentage the server accepts. */
export const ALERT_PERCENT_MAX = ALERT_PERCENT_RANGE.max;
/** The shortest window 近 N 天最低 may look back over, in days. */
export const ALERT_DAYS_MIN = ALERT_DAYS_RANGE.min;
/** The longest window 近 N 天最低 may look back over, in days. */
export const ALERT_DAYS_MAX = ALERT_DAYS_RANGE.max;

const WHOLE_NUMBER = /^\d{1,3}$/;

/** A watch condition as typed: the choice, the target in yuan and the percentage. */
export interface WatchConditionForm {
  /** The condition chosen. */
  readonly alert: WatchAlert;
  /** The target price in yuan (used by 'target'). */
  readonly targetPrice: string;
  /** The drop in percent (used by 'percent'). */
  readonly alertPercent: string;
  /** The N of 近 N 天最低 (used by 'lowest_days'). */
  readonly alertDays: string;
}

/** A checked condition: the target and percentage its choice needs, null for the others. */
export interface WatchCondition {
  /** The condition. */
  readonly alert: WatchAlert;
  /** The target in fen for 'target'; null otherwise. */
  readonly targetPrice: number | null;
  /** The percentage for 'percent'; null otherwise. */
  readonly alertPercent: number | null;
  /** The N for 'lowest_days'; null otherwise. */
  readonly alertDays: number | null;
}

/** The field a refused condition is about. */
export type WatchConditionField = 'targetPrice' | 'alertPercent' | 'alertDays';

/** The whole number typed (at most three digits), when it lies in [min, max]; null otherwise. */
export function wholeIn(typed: string, min: number, max: number): number | null {
  const text = typed.trim();
  const value = Number(text);
  return WHOLE_NUMBER.test(text) && value >= min && value <= max ? value : null;
}

/** A checked condition, or the line saying what is wrong and in which field. */
export type CheckedCondition =
  | { readonly ok: true; readonly value: WatchCondition }
  | { readonly ok: false; readonly message: string; readonly field: WatchConditionField };

/**
 * Reads a watch condition: 低于目标价 needs a target below today's price, 降幅达到 N% a whole
 * number from 1 to 90, 近 N 天最低 a whole number of days from 7 to 365; the others need nothing,
 * and what was typed for another choice is dropped.
 */
export function checkWatchCondition(
  form: WatchConditionForm,
  currentPrice: number | null | undefined,
  siteId?: number,
): CheckedCondition {
  const none = { alert: form.alert, targetPrice: null, alertPercent: null, alertDays: null };
  if (form.alert === 'target') {
    if (form.targetPrice.trim() === '') {
      return { ok: false, message: MSG_TARGET_REQUIRED, field: 'targetPrice' };
    }
    const target = checkTargetPrice(form.targetPrice, currentPrice, siteId);
    return target.ok
      ? { ok: true, value: { ...none, targetPrice: target.value } }
      : { ok: false, message: target.message, field: 'targetPrice' };
  }
  if (form.alert === 'percent') {
    const percent = wholeIn(form.alertPercent, ALERT_PERCENT_MIN, ALERT_PERCENT_MAX);
    return percent !== null
      ? { ok: true, value: { ...none, alertPercent: percent } }
      : { ok: false, message: MSG_ALERT_PERCENT_INVALID, field: 'alertPercent' };
  }
  if (form.alert === 'lowest_days') {
    const days = wholeIn(form.alertDays, ALERT_DAYS_MIN, ALERT_DAYS_MAX);
    return days !== null
      ? { ok: true, value: { ...none, alertDays: days } }
      : { ok: false, message: MSG_ALERT_DAYS_INVALID, field: 'alertDays' };
  }
  return { ok: true, value: none };
}
