const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Relative times ('3天前') stop after this long and the date is shown instead. */
const RELATIVE_LIMIT = 7 * DAY;

// Calendar days are Asia/Shanghai (DESIGN.md), whatever the visitor's own time zone.
const shanghaiDate = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function dayParts(epochSeconds: number): { year: string; month: string; day: string } {
  const parts = shanghaiDate.formatToParts(new Date(epochSeconds * 1000));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A calendar day in Asia/Shanghai: '2024.06.18', or '06.18' when `hasYear` is false. */
export function formatDay(epochSeconds: number, hasYear = true): string {
  const { year, month, day } = dayParts(epochSeconds);
  return hasYear ? `${year}.${month}.${day}` : `${month}.${day}`;
}

/** A span of days, e.g. '2024.06.01–06.18'; the end's year shows only when it differs. */
export function formatDayRange(startSeconds: number, endSeconds: number): string {
  const start = formatDay(startSeconds);
  const end = formatDay(endSeconds);
  if (start === end) return start;
  const isSameYear = dayParts(startSeconds).year === dayParts(endSeconds).year;
  return isSameYear ? `${start}–${formatDay(endSeconds, false)}` : `${start}–${end}`;
}

/** How long ago, in Chinese: '刚刚', '5分钟前', '3小时前', '2天前', then the day itself. */
export function timeAgo(epochSeconds: number, nowSeconds: number): string {
  const elapsed = Math.max(0, nowSeconds - epochSeconds);
  if (elapsed < MINUTE) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (elapsed < RELATIVE_LIMIT) return `${Math.floor(elapsed / DAY)}天前`;
  return formatDay(epochSeconds);
}

/** Whole percent the price lies below the list price (23 for '↓23%'); 0 when it is not lower. */
export function discountPercent(price: number, listPrice: number | undefined): number {
  if (!listPrice || listPrice <= price) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
