import { describe, expect, it } from 'vitest';
import { priceChange } from './priceChange';

describe('priceChange', () => {
  it('gives a drop in fen and as a one-decimal percentage of the saved price', () => {
    expect(priceChange(599_900, 459_900)).toEqual({
      direction: 'down',
      amount: 140_000,
      percent: '23.3%',
    });
  });

  it('gives a rise the other way round', () => {
    expect(priceChange(219_900, 229_900)).toEqual({
      direction: 'up',
      amount: 10_000,
      percent: '4.5%',
    });
  });

  it('prefers the server’s percentage', () => {
    expect(priceChange(300, 200, 33.3)?.percent).toBe('33.3%');
  });

  it('says nothing when a price is unknown or nothing moved', () => {
    expect(priceChange(undefined, 100)).toBeUndefined();
    expect(priceChange(100, undefined)).toBeUndefined();
    expect(priceChange(100, 100)).toBeUndefined();
  });

  it('leaves the percentage out for a saved price of zero', () => {
    expect(priceChange(0, 100)).toEqual({ direction: 'up', amount: 100, percent: '' });
  });
});
