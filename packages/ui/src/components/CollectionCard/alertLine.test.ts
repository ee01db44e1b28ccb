import { describe, expect, it } from 'vitest';
import { alertLine } from './alertLine';

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

describe('alertLine', () => {
  it('names each condition in a few characters', () => {
    expect(alertLine('drop', undefined, undefined, money)).toBe('任意降价');
    expect(alertLine('target', 429_900, undefined, money)).toBe('低于 ¥4299.00');
    expect(alertLine('percent', undefined, 15, money)).toBe('降幅达到 15%');
    expect(alertLine('lowest', 429_900, undefined, money)).toBe('创历史新低');
    expect(alertLine('off', undefined, undefined, money)).toBe('不提醒');
  });

  it('names 近 N 天最低 with its N, 涨价, and the quiet interval after any condition but 不提醒', () => {
    expect(alertLine('lowest_days', undefined, undefined, money, { alertDays: 30 })).toBe(
      '近 30 天最低',
    );
    expect(alertLine('lowest_days', undefined, undefined, money)).toBe('近 N 天最低');
    expect(alertLine('rise', undefined, undefined, money, { intervalHours: 24 })).toBe(
      '涨价，每 24 小时最多一次',
    );
    expect(alertLine('off', undefined, undefined, money, { intervalHours: 24 })).toBe('不提醒');
  });

  it('still reads when the condition’s number is missing', () => {
    expect(alertLine('target', undefined, undefined, money)).toBe('低于目标价');
    expect(alertLine('percent', undefined, undefined, money)).toBe('降幅达到设定比例');
  });
});
