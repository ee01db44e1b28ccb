import { describe, expect, it } from 'vitest';
import { buyAdvice } from './buyAdvice';

const day = 86_400;

describe('buyAdvice', () => {
  it('says buy at the all-time low', () => {
    expect(buyAdvice({ currentPrice: 100, lowestPrice: 100 }, []).text).toBe(
      '当前为历史最低价，可以入手',
    );
  });
  it('says wait when it was cheaper recently', () => {
    const points = [
      [10 * day, 90],
      [20 * day, 120],
    ] as const;
    expect(buyAdvice({ currentPrice: 120, lowestPrice: 80 }, points).text).toBe(
      '近期有过更低价，建议等待',
    );
  });
  it('warns about 先涨后降', () => {
    expect(buyAdvice({ currentPrice: 120, isRaisedBeforeSale: true }, []).tone).toBe('careful');
  });
  it('is neutral without data', () => {
    expect(buyAdvice({}, []).tone).toBe('neutral');
  });
});
