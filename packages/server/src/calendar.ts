/**
 * Calendar days are Asia/Shanghai. China has kept UTC+8 without daylight saving since 1991,
 * so a fixed offset is exact for every date the server handles.
 */
export const SHANGHAI_OFFSET_S = 8 * 3600;

/** Seconds in a day. */
export const DAY_S = 86_400;

/** The Shanghai calendar day number (days since 1970-01-01) holding an epoch second. */
export function shanghaiDay(ts: number): number {
  return Math.floor((ts + SHANGHAI_OFFSET_S) / DAY_S);
}

/** The epoch second at which a Shanghai calendar day starts (00:00 UTC+8). */
export function dayStartTs(day: number): number {
  return day * DAY_S - SHANGHAI_OFFSET_S;
}

/** The day number of a calendar date (month 1–12). */
export function dayOfDate(year: number, month: number, date: number): number {
  return Date.UTC(year, month - 1, date) / 86_400_000;
}

/** The calendar year of a day number. */
export function yearOfDay(day: number): number {
  return new Date(day * 86_400_000).getUTCFullYear();
}
