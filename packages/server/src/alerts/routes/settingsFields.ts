import type { Updateable } from 'kysely';
import { DAILY_CAP_RANGE } from '../settings.js';
import { parseClock } from '../quietHours.js';
import type { AlertSettingsTable } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** The settings body's fields, each optional. */
export interface SettingsBody {
  daily_cap?: string | undefined;
  quiet_start?: string | undefined;
  quiet_end?: string | undefined;
  email_on?: string | undefined;
  webhook_url?: string | undefined;
  webhook_preset?: string | undefined;
  webhook_on?: string | undefined;
  push_on?: string | undefined;
}

/** The fields of {@link SettingsBody}, for the body schema. */
export const SETTINGS_FIELDS = [
  'daily_cap',
  'quiet_start',
  'quiet_end',
  'email_on',
  'webhook_url',
  'webhook_preset',
  'webhook_on',
  'push_on',
] as const;

/** A '1' / '0' switch; undefined when absent; else a 400. */
export function switchField(value: string | undefined, label: string): number | undefined {
  if (value === undefined) return undefined;
  if (value !== '1' && value !== '0') throw new HttpError(400, `${label}只能是 1 或 0`);
  return Number(value);
}

function dailyCap(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const cap = Number(value);
  const { min, max } = DAILY_CAP_RANGE;
  if (!/^\d{1,3}$/.test(value) || cap < min || cap > max) {
    throw new HttpError(400, `每日提醒上限应为 ${min}–${max} 条`);
  }
  return cap;
}

/** Both quiet-hour ends, or neither; '' for both clears them. */
function quietHours(body: SettingsBody) {
  const { quiet_start: start, quiet_end: end } = body;
  if (start === undefined && end === undefined) return {};
  if (start === undefined || end === undefined || (start === '') !== (end === '')) {
    throw new HttpError(400, '请同时设置免打扰的开始和结束时间');
  }
  if (start === '') return { quiet_start: null, quiet_end: null };
  const [from, to] = [parseClock(start), parseClock(end)];
  if (from === undefined || to === undefined) {
    throw new HttpError(400, '免打扰时间格式应为 HH:MM（如 22:00）');
  }
  return { quiet_start: from, quiet_end: to };
}

/** The columns a settings body sets that need no look at other state (the webhook URL does). */
export function plainSettingChanges(
  body: SettingsBody,
  presets: readonly string[],
): Omit<Updateable<AlertSettingsTable>, 'user_id'> {
  const preset = body.webhook_preset;
  if (preset !== undefined && !presets.includes(preset)) {
    throw new HttpError(400, '不支持的 Webhook 格式');
  }
  const changes: Omit<Updateable<AlertSettingsTable>, 'user_id'> = { ...quietHours(body) };
  const cap = dailyCap(body.daily_cap);
  if (cap !== undefined) changes.daily_cap = cap;
  if (preset !== undefined) changes.webhook_preset = preset;
  const push = switchField(body.push_on, '浏览器推送开关');
  if (push !== undefined) changes.push_on = push;
  return changes;
}
