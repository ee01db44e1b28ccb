import { formatIsoDay } from '@pricetrail/core';

// Calendar months are Asia/Shanghai (DESIGN.md), whatever the visitor's own time zone. The en-CA
// locale writes ISO-style months ('2024-06'), and format() is several times cheaper than
// formatToParts() when a ten-year history is grouped by month.
const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
});

/** The Asia/Shanghai calendar month of a moment: '2024-06'. */
export function formatMonth(epochSeconds: number): string {
  return monthFormat.format(epochSeconds * 1000);
}

/** The Asia/Shanghai month and day of a moment: '06-18'. */
export function formatMonthDay(epochSeconds: number): string {
  return formatIsoDay(epochSeconds).slice(5);
}

/** The Asia/Shanghai year of a moment: '2024'. */
export function formatYear(epochSeconds: number): string {
  return formatIsoDay(epochSeconds).slice(0, 4);
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Shanghai',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/**
 * A Date whose local fields read Shanghai's wall clock, what uPlot's `tzDate` option expects.
 * Same result as `uPlot.tzDate(date, 'Asia/Shanghai')`, but with one cached formatter instead of
 * a `toLocaleString` per call, which dominated the first draw of long histories.
 */
export function shanghaiWallClock(epochSeconds: number): Date {
  const parts = wallClockFormat.formatToParts(new Date(epochSeconds * 1000));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  return new Date(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}
