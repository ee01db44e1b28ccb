import { describe, expect, it } from 'vitest';
import { watchToggleLabel } from './watchToggleLabel';

describe('watchToggleLabel', () => {
  it('offers 降价提醒 before saving, and names a target typed then', () => {
    expect(watchToggleLabel({ isSaved: false })).toBe('降价提醒');
    expect(watchToggleLabel({ isSaved: false, targetPrice: 549_900, siteId: 3 })).toBe(
      '目标价 ¥5499.00',
    );
  });

  it('names each saved condition', () => {
    const saved = { isSaved: true, siteId: 3 };
    expect(watchToggleLabel({ ...saved, alert: 'target', targetPrice: 549_900 })).toBe(
      '目标价 ¥5499.00',
    );
    expect(watchToggleLabel({ ...saved, alert: 'drop' })).toBe('任意降价提醒');
    expect(watchToggleLabel({ ...saved, alert: 'percent', alertPercent: 15 })).toBe(
      '降幅 15% 提醒',
    );
    expect(watchToggleLabel({ ...saved, alert: 'lowest' })).toBe('历史新低提醒');
    expect(watchToggleLabel({ ...saved, alert: 'lowest_days', alertDays: 30 })).toBe(
      '近 30 天最低提醒',
    );
    expect(watchToggleLabel({ ...saved, alert: 'lowest_days' })).toBe('近期最低提醒');
    expect(watchToggleLabel({ ...saved, alert: 'rise' })).toBe('涨价提醒');
    expect(watchToggleLabel({ ...saved, alert: 'restock' })).toBe('到货提醒');
    expect(watchToggleLabel({ ...saved, alert: 'off' })).toBe('提醒已关闭');
  });

  it('reads a saved item without a condition as its target, else any drop', () => {
    expect(watchToggleLabel({ isSaved: true })).toBe('任意降价提醒');
    expect(watchToggleLabel({ isSaved: true, targetPrice: 100, siteId: 3 })).toBe('目标价 ¥1.00');
  });
});
