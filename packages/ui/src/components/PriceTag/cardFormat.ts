import { formatDottedDay } from '@pricetrail/core';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Relative times ('3天前') stop after this long and the date is shown instead. */
const RELATIVE_LIMIT = 7 * DAY;

/** How long ago, in Chinese: '刚刚', '5分钟前', '3小时前', '2天前', then the day itself. */
export function timeAgo(epochSeconds: number, nowSeconds: number): string {
  const elapsed = Math.max(0, nowSeconds - epochSeconds);
  if (elapsed < MINUTE) return '刚刚';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  if (elapsed < RELATIVE_LIMIT) return `${Math.floor(elapsed / DAY)}天前`;
  return formatDottedDay(epochSeconds);
}

/** Whole percent the price lies below the list price (23 for '↓23%'); 0 when it is not lower. */
export function discountPercent(price: number, listPrice: number | undefined): number {
  if (!listPrice || listPrice <= price) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
