/** When a watched item alerts: any drop, below the target, a drop of N%, a new all-time low, or never. */
export type AlertCondition = 'drop' | 'target' | 'percent' | 'lowest' | 'off';

/** Each condition's name, in the order the form lists them. */
export const ALERT_CONDITIONS: readonly { value: AlertCondition; label: string }[] = [
  { value: 'drop', label: '任意降价' },
  { value: 'target', label: '低于目标价' },
  { value: 'percent', label: '降幅达到 N%' },
  { value: 'lowest', label: '创历史新低' },
  { value: 'off', label: '不提醒' },
];
