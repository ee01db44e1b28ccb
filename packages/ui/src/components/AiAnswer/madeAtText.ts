import { formatShanghaiMinute } from '@pricetrail/core';

/** When an answer was made, in Asia/Shanghai time: '2026/01/01 08:00'. */
export function madeAtText(epochSeconds: number): string {
  return formatShanghaiMinute(epochSeconds).replaceAll('-', '/');
}
