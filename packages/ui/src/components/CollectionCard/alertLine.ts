import type { AlertCondition } from '../TargetPriceForm';

/** A watch's condition with the figures it shows. */
export interface AlertLineCondition {
  /** The condition. */
  alert: AlertCondition;
  /** The target in fen (低于目标价). */
  targetPrice?: number | undefined;
  /** The drop in % (降幅达到). */
  alertPercent?: number | undefined;
  /** The N of 近 N 天最低. */
  alertDays?: number | undefined;
  /** At most one alert per this many hours. */
  intervalHours?: number | undefined;
  /** Counted over the same goods in every store (全网同款). */
  allStores?: boolean | undefined;
}

/**
 * The watch condition in one short line: 任意降价, 低于 ¥4299.00, 降幅达到 15%, 创历史新低,
 * 近 30 天最低, 涨价, 无货后到货 or 不提醒, marked （全网同款） when it counts every store's listing,
 * then the quiet interval (，每 24 小时最多一次) when one is set; `money` formats fen in the item's
 * currency.
 */
export function alertLine(condition: AlertLineCondition, money: (fen: number) => string): string {
  const { alert, intervalHours, allStores } = condition;
  if (alert === 'off') return conditionText(condition, money);
  const text = `${conditionText(condition, money)}${allStores ? '（全网同款）' : ''}`;
  return intervalHours !== undefined ? `${text}，每 ${intervalHours} 小时最多一次` : text;
}

function conditionText(
  { alert, targetPrice, alertPercent, alertDays }: AlertLineCondition,
  money: (fen: number) => string,
): string {
  switch (alert) {
    case 'target':
      return targetPrice === undefined ? '低于目标价' : `低于 ${money(targetPrice)}`;
    case 'percent':
      return alertPercent === undefined ? '降幅达到设定比例' : `降幅达到 ${alertPercent}%`;
    case 'lowest':
      return '创历史新低';
    case 'lowest_days':
      return alertDays === undefined ? '近 N 天最低' : `近 ${alertDays} 天最低`;
    case 'rise':
      return '涨价';
    case 'restock':
      return '无货后到货';
    case 'off':
      return '不提醒';
    case 'drop':
      return '任意降价';
  }
}
