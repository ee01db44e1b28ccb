import { DAY_S, SHANGHAI_OFFSET_S } from '../calendar.js';

/** Minutes in a day. */
const DAY_MIN = 1_440;

/**
 * When quiet hours holding `now` end (epoch seconds), or undefined outside them. Quiet hours are
 * minutes after midnight, Shanghai time; an end before the start wraps past midnight (22:00–08:00).
 */
export function quietUntil(
  start: number | null,
  end: number | null,
  now: number,
): number | undefined {
  if (start === null || end === null || start === end) return undefined;
  const local = now + SHANGHAI_OFFSET_S;
  const minute = Math.floor((local % DAY_S) / 60);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return undefined;
  const minutesLeft = (end - minute + DAY_MIN) % DAY_MIN;
  const minuteStart = local - (local % 60);
  return minuteStart + minutesLeft * 60 - SHANGHAI_OFFSET_S;
}

/** 'HH:MM' → minutes after midnight; undefined when not a time of day. */
export function parseClock(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes after midnight → 'HH:MM'. */
export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
