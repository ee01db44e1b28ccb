import { shanghaiIso } from './shanghaiClock.js';

function dayParts(epochSeconds: number): { year: string; month: string; day: string } {
  const [year = '', month = '', day = ''] = formatIsoDay(epochSeconds).split('-');
  return { year, month, day };
}

/** The Asia/Shanghai calendar day of a moment, ISO style, as charts label it: '2024-06-18'. */
export function formatIsoDay(epochSeconds: number): string {
  return shanghaiIso(epochSeconds).slice(0, 10);
}

/** The Asia/Shanghai calendar day as cards print it: '2024.06.18', or '06.18' without the year. */
export function formatDottedDay(epochSeconds: number, hasYear = true): string {
  const { year, month, day } = dayParts(epochSeconds);
  return hasYear ? `${year}.${month}.${day}` : `${month}.${day}`;
}

/** A span of days, e.g. '2024.06.01–06.18'; the end's year shows only when it differs. */
export function formatDayRange(startSeconds: number, endSeconds: number): string {
  const start = formatDottedDay(startSeconds);
  const end = formatDottedDay(endSeconds);
  if (start === end) return start;
  const isSameYear = dayParts(startSeconds).year === dayParts(endSeconds).year;
  return isSameYear ? `${start}–${formatDottedDay(endSeconds, false)}` : `${start}–${end}`;
}
