import { describe, expect, it } from 'vitest';
import { priceChanges } from './priceChanges';

describe('priceChanges', () => {
  it('lists each change of price newest first, with its step and the lowest marked', () => {
    const points = [
      [100, 5000],
      [200, 5000],
      [300, 4600],
      [400, 4800],
      [500, 4600],
    ] as const;
    expect(priceChanges(points)).toEqual([
      { ts: 500, price: 4600, change: -200, isLowest: true },
      { ts: 400, price: 4800, change: 200, isLowest: false },
      { ts: 300, price: 4600, change: -400, isLowest: true },
      { ts: 100, price: 5000, change: null, isLowest: false },
    ]);
  });

  it('has nothing to list without points', () => {
    expect(priceChanges([])).toEqual([]);
  });
});
