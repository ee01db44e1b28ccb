import { describe, expect, it } from 'vitest';
import { alertLine } from './alertLine';

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe('alertLine', () => {
  it('names each condition in a few characters', () => {
    expect(alertLine({ alert: 'drop' }, money)).toBe('任意降价');
    expect(alertLine({ alert: 'target', targetPrice: 429_900 }, money)).toBe('低于 ¥4299.00');
    expect(alertLine({ alert: 'percent', alertPercent: 15 }, money)).toBe('降幅达到 15%');
    expect(alertLine({ alert: 'lowest', targetPrice: 429_900 }, money)).toBe('创历史新低');
    expect(alertLine({ alert: 'off' }, money)).toBe('不提醒');
  });

  it('names 近 N 天最低 with its N, 涨价, and the quiet interval after any condition but 不提醒', () => {
    expect(alertLine({ alert: 'lowest_days', alertDays: 30 }, money)).toBe('近 30 天最低');
    expect(alertLine({ alert: 'lowest_days' }, money)).toBe('近 N 天最低');
    expect(alertLine({ alert: 'rise', intervalHours: 24 }, money)).toBe('涨价，每 24 小时最多一次');
    expect(alertLine({ alert: 'off', intervalHours: 24 }, money)).toBe('不提醒');
  });

  it('marks a condition over every store’s listing 全网同款, but not 不提醒', () => {
    expect(alertLine({ alert: 'target', targetPrice: 180_000, allStores: true }, money)).toBe(
      '低于 ¥1800.00（全网同款）',
    );
    expect(alertLine({ alert: 'lowest', allStores: true, intervalHours: 6 }, money)).toBe(
      '创历史新低（全网同款），每 6 小时最多一次',
    );
    expect(alertLine({ alert: 'off', allStores: true }, money)).toBe('不提醒');
  });

  it('names 到货提醒 as coming back after 无货', () => {
    expect(alertLine({ alert: 'restock' }, money)).toBe('无货后到货');
  });

  it('still reads when the condition’s number is missing', () => {
    expect(alertLine({ alert: 'target' }, money)).toBe('低于目标价');
    expect(alertLine({ alert: 'percent' }, money)).toBe('降幅达到设定比例');
  });
});
