import type { AlertCondition } from '../TargetPriceForm';

/**
 * The watch condition in one short line: 任意降价, 低于 ¥4299.00, 降幅达到 15%, 创历史新低 or
 * 不提醒; `money` formats fen in the item's currency.
 */
export function alertLine(
  alert: AlertCondition,
  targetPrice: number | undefined,
  alertPercent: number | undefined,
  money: (fen: number) => string,
): string {
  switch (alert) {
    case 'target':
      return targetPrice === undefined ? '低于目标价' : `低于 ${money(targetPrice)}`;
    case 'percent':
      return alertPercent === undefined ? '降幅达到设定比例' : `降幅达到 ${alertPercent}%`;
    case 'lowest':
      return '创历史新低';
    case 'off':
      return '不提醒';
    case 'drop':
      return '任意降价';
  }
}
