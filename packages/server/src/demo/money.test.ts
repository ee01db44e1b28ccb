import { describe, expect, it } from 'vitest';
import { isNicePrice, niceAmount, nicePrice } from './money.js';

describe('nicePrice', () => {
  it('rounds down to shop-like endings', () => {
    expect(nicePrice(649_900)).toBe(649_900);
    expect(nicePrice(650_000)).toBe(649_900);
    expect(nicePrice(642_000)).toBe(639_900);
    expect(nicePrice(1_299_950)).toBe(1_299_900);
    expect(nicePrice(1_234_567)).toBe(1_229_900);
    expect(nicePrice(45_980)).toBe(45_900);
    expect(nicePrice(3_000)).toBe(2_990);
    expect(nicePrice(2_700)).toBe(2_490);
    expect(nicePrice(999)).toBe(990);
  });

  it('is idempotent, never rounds up and always gives a nice price', () => {
    for (let fen = 100; fen < 3_000_000; fen += 137) {
      const nice = nicePrice(fen);
      expect(nice).toBeLessThanOrEqual(fen);
      expect(nicePrice(nice)).toBe(nice);
      expect(isNicePrice(nice)).toBe(true);
    }
  });
});

describe('niceAmount', () => {
  it('keeps a nice price nice once taken off', () => {
    for (const price of [99_900, 12_900, 9_900, 8_900, 2_990, 2_490, 990]) {
      const off = niceAmount(price, price * 0.07);
      expect(isNicePrice(price - off)).toBe(true);
    }
  });
});
