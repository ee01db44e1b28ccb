import {
  MSG_DAILY_CAP_INVALID,
  MSG_QUIET_HOURS_EMPTY,
  MSG_QUIET_HOURS_HALF,
  MSG_WEBHOOK_URL_INVALID,
} from './alertMessages';
import { DAILY_CAP_MAX, DAILY_CAP_MIN } from './alertLimits';
import type { QuietHours } from './alertTypes';

const WHOLE_NUMBER = /^\d{1,3}$/;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;

/** The 提醒频率 form as typed. */
export interface AlertScheduleForm {
  /** Alerts a day at most. */
  readonly dailyCap: string;
  /** When quiet hours start, 'HH:MM'; '' for none. */
  readonly quietStart: string;
  /** When they end, 'HH:MM'; '' for none. */
  readonly quietEnd: string;
}

/** The field of the 提醒频率 form a refusal is about. */
export type AlertScheduleField = 'dailyCap' | 'quietStart' | 'quietEnd';

/** A checked 提醒频率 form, or what is wrong and where. */
export type CheckedSchedule =
  | {
      readonly ok: true;
      readonly value: { readonly dailyCap: number; readonly quietHours: QuietHours | null };
    }
  | { readonly ok: false; readonly message: string; readonly field: AlertScheduleField };

/**
 * Reads the 提醒频率 form: a daily cap from 1 to 100, and quiet hours with both ends or neither
 * (they may run past midnight, but not start when they end).
 */
export function checkAlertSchedule(form: AlertScheduleForm): CheckedSchedule {
  const capText = form.dailyCap.trim();
  const dailyCap = Number(capText);
  if (!WHOLE_NUMBER.test(capText) || dailyCap < DAILY_CAP_MIN || dailyCap > DAILY_CAP_MAX) {
    return { ok: false, message: MSG_DAILY_CAP_INVALID, field: 'dailyCap' };
  }
  const start = form.quietStart.trim();
  const end = form.quietEnd.trim();
  if (start === '' && end === '') return { ok: true, value: { dailyCap, quietHours: null } };
  if (!CLOCK.test(start)) return { ok: false, message: MSG_QUIET_HOURS_HALF, field: 'quietStart' };
  if (!CLOCK.test(end)) return { ok: false, message: MSG_QUIET_HOURS_HALF, field: 'quietEnd' };
  if (start === end) return { ok: false, message: MSG_QUIET_HOURS_EMPTY, field: 'quietEnd' };
  return { ok: true, value: { dailyCap, quietHours: { start, end } } };
}

/** Reads a webhook address: '' clears it, anything else must be an http(s) address. */
export function checkWebhookUrl(
  text: string,
):
  | { readonly ok: true; readonly value: string | null }
  | { readonly ok: false; readonly message: string } {
  const url = text.trim();
  if (url === '') return { ok: true, value: null };
  return HTTP_URL.test(url)
    ? { ok: true, value: url }
    : { ok: false, message: MSG_WEBHOOK_URL_INVALID };
}
