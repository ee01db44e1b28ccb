import { MSG_ALERT_INTERVAL_INVALID } from './personalMessages';

/** The shortest quiet interval the server accepts, in hours. */
export const ALERT_INTERVAL_MIN = 1;
/** The longest quiet interval the server accepts, in hours. */
export const ALERT_INTERVAL_MAX = 720;

const WHOLE_NUMBER = /^\d{1,4}$/;

/** A checked quiet interval (null: no limit), or the line saying what is wrong. */
export type CheckedInterval =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly message: string };

/** Reads the 提醒间隔 as typed: blank is no limit, else a whole number of hours from 1 to 720. */
export function checkAlertInterval(typed: string): CheckedInterval {
  const text = typed.trim();
  if (text === '') return { ok: true, value: null };
  const hours = Number(text);
  return WHOLE_NUMBER.test(text) && hours >= ALERT_INTERVAL_MIN && hours <= ALERT_INTERVAL_MAX
    ? { ok: true, value: hours }
    : { ok: false, message: MSG_ALERT_INTERVAL_INVALID };
}
