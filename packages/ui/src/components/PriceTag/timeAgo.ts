// Apart from cardFormat: the product grid's chunk keeps only what the grid uses, and this
// function would bring the day formatter into every list page (site/vite.config.ts, productGrid).
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
