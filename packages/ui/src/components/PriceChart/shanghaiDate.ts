import { formatIsoDay, shanghaiClock, shanghaiIso } from '@pricetrail/core';

/** The Asia/Shanghai calendar month of a moment: '2024-06'. */
export function formatMonth(epochSeconds: number): string {
  return shanghaiIso(epochSeconds).slice(0, 7);
}

/** The Asia/Shanghai month and day of a moment: '06-18'. */
export function formatMonthDay(epochSeconds: number): string {
  return formatIsoDay(epochSeconds).slice(5);
}

/** The Asia/Shanghai year of a moment: '2024'. */
export function formatYear(epochSeconds: number): string {
  return formatIsoDay(epochSeconds).slice(0, 4);
}

/**
 * A Date whose local fields read Shanghai's wall clock, what uPlot's `tzDate` option expects:
 * the same as `uPlot.tzDate(date, 'Asia/Shanghai')` without a `toLocaleString` per call.
 */
export function shanghaiWallClock(epochSeconds: number): Date {
  const { year, month, day, hour, minute, second } = shanghaiClock(epochSeconds);
  return new Date(year, month - 1, day, hour, minute, second);
}
