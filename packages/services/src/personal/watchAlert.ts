import { MSG_ALERT_PERCENT_INVALID, MSG_TARGET_REQUIRED } from './personalMessages';
import type { WatchAlert } from './personalTypes';
import { checkTargetPrice } from './targetPrice';

/** The smallest drop percentage the server accepts. */
export const ALERT_PERCENT_MIN = 1;
/** The largest drop percentage the server accepts. */
export const ALERT_PERCENT_MAX = 90;

const WHOLE_NUMBER = /^\d{1,3}$/;

/** A watch condition as typed: the choice, the target in yuan and the percentage. */
export interface WatchConditionForm {
  /** The condition chosen. */
  readonly alert: WatchAlert;
  /** The target price in yuan (used by 'target'). */
  readonly targetPrice: string;
  /** The drop in percent (used by 'percent'). */
  readonly alertPercent: string;
}

/** A checked condition: the target and percentage its choice needs, null for the others. */
export interface WatchCondition {
  /** The condition. */
  readonly alert: WatchAlert;
  /** The target in fen for 'target'; null otherwise. */
  readonly targetPrice: number | null;
  /** The percentage for 'percent'; null otherwise. */
  readonly alertPercent: number | null;
}

/** The field a refused condition is about. */
export type WatchConditionField = 'targetPrice' | 'alertPercent';

/** A checked condition, or the line saying what is wrong and in which field. */
export type CheckedCondition =
  | { readonly ok: true; readonly value: WatchCondition }
  | { readonly ok: false; readonly message: string; readonly field: WatchConditionField };

/**
 * Reads a watch condition: 低于目标价 needs a target below today's price, 降幅达到 N% a whole
 * number from 1 to 90; the others need nothing, and what was typed for another choice is dropped.
 */
export function checkWatchCondition(
  form: WatchConditionForm,
  currentPrice: number | null | undefined,
  siteId?: number,
): CheckedCondition {
  const none = { alert: form.alert, targetPrice: null, alertPercent: null };
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
    const text = form.alertPercent.trim();
    const percent = Number(text);
    const isValid =
      WHOLE_NUMBER.test(text) && percent >= ALERT_PERCENT_MIN && percent <= ALERT_PERCENT_MAX;
    return isValid
      ? { ok: true, value: { ...none, alertPercent: percent } }
      : { ok: false, message: MSG_ALERT_PERCENT_INVALID, field: 'alertPercent' };
  }
  return { ok: true, value: none };
}
