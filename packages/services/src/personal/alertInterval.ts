import { ALERT_INTERVAL_RANGE } from '@pricetrail/core';
import { MSG_ALERT_INTERVAL_INVALID } from './personalMessages';
import { wholeIn } from './watchAlert';

/** The shortest quiet interval the server accepts, in hours. */
export const ALERT_INTERVAL_MIN = ALERT_INTERVAL_RANGE.min;
/** The longest quiet interval the server accepts, in hours. */
export const ALERT_INTERVAL_MAX = ALERT_INTERVAL_RANGE.max;

/** A checked quiet interval (null: no limit), or the line saying what is wrong. */
export type CheckedInterval =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly message: string };

/** Reads the 提醒间隔 as typed: blank is no limit, else a whole number of hours from 1 to 720. */
export function checkAlertInterval(typed: string): CheckedInterval {
  if (typed.trim() === '') return { ok: true, value: null };
  const hours = wholeIn(typed, ALERT_INTERVAL_MIN, ALERT_INTERVAL_MAX);
  return hours === null
    ? { ok: false, message: MSG_ALERT_INTERVAL_INVALID }
    : { ok: true, value: hours };
}
