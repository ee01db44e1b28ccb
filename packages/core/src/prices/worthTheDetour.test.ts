import { describe, expect, it } from 'vitest';
import { isWorthTheDetour } from './worthTheDetour.js';

describe('isWorthTheDetour', () => {
  it('takes a saving of 1% of the price, at least ¥1', () => {
    expect(isWorthTheDetour(189_900, 129_900)).toBe(true);
    expect(isWorthTheDetour(100_000, 99_000)).toBe(true);
    expect(isWorthTheDetour(100_000, 99_500)).toBe(false);
    expect(isWorthTheDetour(5_000, 4_900)).toBe(true);
    expect(isWorthTheDetour(5_000, 4_950)).toBe(false);
  });

  it('never takes a listing without a price as cheaper', () => {
    expect(isWorthTheDetour(5_000, 0)).toBe(false);
  });
});
