import { describe, expect, it } from 'vitest';
import { fenToYuanText, parseYuan } from './yuan.js';

describe('parseYuan', () => {
  it('reads whole yuan, one or two decimals, and a leading ¥ as fen', () => {
    expect(parseYuan('1999')).toBe(199_900);
    expect(parseYuan('19.9')).toBe(1_990);
    expect(parseYuan('19.99')).toBe(1_999);
    expect(parseYuan(' ¥ 0.5 ')).toBe(50);
    expect(parseYuan('￥12')).toBe(1_200);
    expect(parseYuan('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '¥', '1.999', '-5', '1e3', '12,000', '1.', '.5', '一百', '123456789']) {
      expect(parseYuan(text)).toBeNull();
    }
  });
});

describe('fenToYuanText', () => {
  it('writes fen as the shortest yuan text', () => {
    expect(fenToYuanText(199_900)).toBe('1999');
    expect(fenToYuanText(1_990)).toBe('19.9');
    expect(fenToYuanText(1_999)).toBe('19.99');
    expect(fenToYuanText(100)).toBe('1');
    expect(fenToYuanText(0)).toBe('0');
  });
});
