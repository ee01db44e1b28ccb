import {
  ALERT_DAYS_RANGE,
  ALERT_INTERVAL_RANGE,
  ALERT_PERCENT_RANGE,
  isDpId,
} from '@pricetrail/core';
import { WATCH_CONDITIONS, type WatchCondition } from '../../alerts/conditions.js';
import { dayOfDate, dayStartTs } from '../../calendar.js';
import { GROUP_MAX, type WatchChanges, type WatchRef } from '../watchEdits.js';
import { WINDOW_DAYS } from '../protection.js';
import { HttpError } from '../../http/errors.js';

// The same ceiling the price ingest puts on a price: ¥10,000,000.
const MAX_FEN = 1_000_000_000;
const FEN = /^[1-9]\d{0,9}$/;
const ID = /^[1-9]\d{0,9}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EPOCH = /^\d{9,11}$/;

/** A dp id field, or a 400. */
export function dpIdField(value: string): string {
  if (!isDpId(value)) throw new HttpError(400, '商品编号格式不正确');
  return value;
}

/** A row id field, or a 400. */
export function idField(value: string): number {
  if (!ID.test(value)) throw new HttpError(400, '编号格式不正确');
  return Number(value);
}

/** A price in fen (a positive integer), or a 400 naming the field as the page does. */
export function fenField(value: string, label: string): number {
  const fen = Number(value);
  if (!FEN.test(value) || fen > MAX_FEN)
    throw new HttpError(400, `${label}必须是正整数（单位：分）`);
  return fen;
}

/** An optional price to set: absent keeps it, '' clears it (null). */
export function optionalFen(value: string | undefined, label: string): number | null | undefined {
  if (value === undefined) return undefined;
  return value === '' ? null : fenField(value, label);
}

/** An optional group name to set: absent keeps it, blank clears it (null). */
export function groupField(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const group = value.trim();
  if (group === '') return null;
  if ([...group].length > GROUP_MAX) throw new HttpError(400, `分组名最多 ${GROUP_MAX} 个字`);
  if (/\p{Cc}/u.test(group)) throw new HttpError(400, '分组名不能含控制字符');
  return group;
}

/** The watch item a body names by `id` or `dp_id`, or a 400. */
export function watchRef(body: { id?: string | undefined; dp_id?: string | undefined }): WatchRef {
  if (body.id) return { id: idField(body.id) };
  if (body.dp_id) return { dpId: dpIdField(body.dp_id) };
  throw new HttpError(400, '请指定收藏（id 或 dp_id）');
}

/** A purchase time: epoch seconds, or a `YYYY-MM-DD` day (its 00:00 Shanghai time); else a 400. */
export function boughtAtField(value: string): number {
  if (EPOCH.test(value)) return Number(value);
  const match = ISO_DATE.exec(value);
  if (match) {
    const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const day = dayOfDate(year, month, date);
    // Date.UTC rolls 2 月 30 日 over into March; a real date reads back as itself.
    const back = new Date(day * 86_400_000);
    if (back.getUTCMonth() + 1 === month && back.getUTCDate() === date) return dayStartTs(day);
  }
  throw new HttpError(400, '购买时间格式不正确（秒级时间戳或 YYYY-MM-DD）');
}

/** An optional protection window in days (1–90); absent or '' leaves the store's default. */
export function windowDaysField(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const days = Number(value);
  if (!/^\d{1,2}$/.test(value) || days < WINDOW_DAYS.min || days > WINDOW_DAYS.max) {
    throw new HttpError(400, `价保天数应为 ${WINDOW_DAYS.min}–${WINDOW_DAYS.max} 天`);
  }
  return days;
}

/** An optional alert condition, or a 400. */
export function conditionField(value: string | undefined): WatchCondition | undefined {
  if (value === undefined || value === '') return undefined;
  const condition = WATCH_CONDITIONS.find((c) => c === value);
  if (!condition) throw new HttpError(400, '提醒条件不正确');
  return condition;
}

/**
 * An optional whole number in `range` to set: absent keeps it, '' clears it; else a 400 saying
 * `refusal`. It is written with at most as many digits as `range.max` has.
 */
function rangeField(
  value: string | undefined,
  range: { min: number; max: number },
  refusal: string,
): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const n = Number(value);
  const digits = String(range.max).length;
  if (!new RegExp(`^\\d{1,${digits}}$`).test(value) || n < range.min || n > range.max) {
    throw new HttpError(400, refusal);
  }
  return n;
}

/** An optional drop percentage to set (1–90): absent keeps it, '' clears it; else a 400. */
export function percentField(value: string | undefined): number | null | undefined {
  const { min, max } = ALERT_PERCENT_RANGE;
  return rangeField(value, ALERT_PERCENT_RANGE, `降幅应为 ${min}–${max}%`);
}

/** An optional N for 近 N 天最低 (7–365): absent keeps it, '' clears it; else a 400. */
export function daysField(value: string | undefined): number | null | undefined {
  const { min, max } = ALERT_DAYS_RANGE;
  return rangeField(value, ALERT_DAYS_RANGE, `“近 N 天最低”的天数应为 ${min}–${max} 天`);
}

/** An optional quiet interval in hours (1–720): absent keeps it, '' clears it (no limit). */
export function intervalField(value: string | undefined): number | null | undefined {
  const { min, max } = ALERT_INTERVAL_RANGE;
  return rangeField(value, ALERT_INTERVAL_RANGE, `提醒间隔应为 ${min}–${max} 小时（留空为不限）`);
}

/** An optional all-stores switch: '1' on, '0' off, absent keeps it; else a 400. */
export function allStoresField(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (value !== '1' && value !== '0') throw new HttpError(400, '“全网同款”只能是 1 或 0');
  return value === '1';
}

/** The watch changes a body asks for, each field checked. */
export function watchChanges(body: {
  target_price?: string | undefined;
  group?: string | undefined;
  alert?: string | undefined;
  alert_percent?: string | undefined;
  alert_days?: string | undefined;
  alert_interval_hours?: string | undefined;
  all_stores?: string | undefined;
}): WatchChanges {
  return {
    targetPrice: optionalFen(body.target_price, '目标价'),
    group: groupField(body.group),
    condition: conditionField(body.alert),
    percent: percentField(body.alert_percent),
    days: daysField(body.alert_days),
    intervalHours: intervalField(body.alert_interval_hours),
    allStores: allStoresField(body.all_stores),
  };
}
