/**
 * When a watched item alerts: any drop, below the target, a drop of N%, a new all-time low, the
 * lowest of the last N days, any rise (涨价), back in stock after 无货 (到货), or never.
 */
export type AlertCondition =
  'drop' | 'target' | 'percent' | 'lowest' | 'lowest_days' | 'rise' | 'restock' | 'off';

/** Each condition's name, in the order the form lists them. */
export const ALERT_CONDITIONS: readonly { value: AlertCondition; label: string }[] = [
  { value: 'drop', label: '任意降价' },
  { value: 'target', label: '低于目标价' },
  { value: 'percent', label: '降幅达到 N%' },
  { value: 'lowest', label: '创历史新低' },
  { value: 'lowest_days', label: '近 N 天最低' },
  { value: 'rise', label: '涨价提醒' },
  { value: 'restock', label: '到货提醒' },
  { value: 'off', label: '不提醒' },
];
