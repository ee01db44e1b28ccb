import { formatPrice } from '@pricetrail/core';
import type { AlertCondition } from '../TargetPriceForm';

/** What the 降价提醒 button knows of a 收藏's condition. */
export interface WatchToggleCondition {
  /** Whether the product is saved. */
  readonly isSaved: boolean;
  /** The saved condition; absent: 低于目标价 with a target, else any drop. */
  readonly alert?: AlertCondition;
  /** The target price in fen. */
  readonly targetPrice?: number;
  /** The drop in percent that alerts (condition 'percent'). */
  readonly alertPercent?: number;
  /** The N of 近 N 天最低 (condition 'lowest_days'). */
  readonly alertDays?: number;
  /** Store id, which picks the currency symbol. */
  readonly siteId?: number;
}

/**
 * The 降价提醒 button's label: 降价提醒 before saving; once saved, the condition in a few words
 * (目标价 ¥5499.00, 任意降价提醒, 降幅 15% 提醒, 历史新低提醒, 近 30 天最低提醒, 涨价提醒,
 * 提醒已关闭).
 */
export function watchToggleLabel({
  isSaved,
  alert,
  targetPrice,
  alertPercent,
  alertDays,
  siteId,
}: WatchToggleCondition): string {
  const condition = alert ?? (targetPrice === undefined ? 'drop' : 'target');
  if (condition === 'target' && targetPrice !== undefined) {
    return `目标价 ${formatPrice(targetPrice, siteId)}`;
  }
  if (!isSaved) return '降价提醒';
  switch (condition) {
    case 'percent':
      return alertPercent === undefined ? '降幅提醒' : `降幅 ${alertPercent}% 提醒`;
    case 'lowest':
      return '历史新低提醒';
    case 'lowest_days':
      return alertDays === undefined ? '近期最低提醒' : `近 ${alertDays} 天最低提醒`;
    case 'rise':
      return '涨价提醒';
    case 'restock':
      return '到货提醒';
    case 'off':
      return '提醒已关闭';
    case 'target':
    case 'drop':
      return '任意降价提醒';
  }
}
