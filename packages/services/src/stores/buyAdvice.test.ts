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
  it('leads with the same goods cheaper in another store, over the history', () => {
    const self = {
      dpId: '1-83',
      siteId: 83,
      price: 189_900,
      url: 'https://detail.tmall.com/item.htm?id=1',
    };
    const jd = { dpId: '2-3', siteId: 3, price: 129_900, url: 'https://item.jd.com/2.html' };
    const points = [
      [10 * day, 149_900],
      [20 * day, 189_900],
    ] as const;
    const advice = buyAdvice({ currentPrice: 189_900, lowestPrice: 149_900 }, points, {
      offers: [jd, self],
      selfDpId: self.dpId,
    });
    expect(advice).toEqual({
      tone: 'elsewhere',
      text: '京东 ¥1299.00，比这里便宜 ¥600.00',
      offer: jd,
    });
  });
  it('leaves a store a few fen cheaper, or this listing itself, out of the advice', () => {
    const self = { dpId: '1-3', siteId: 3, price: 100_000, url: 'https://item.jd.com/1.html' };
    const nearly = { dpId: '2-83', siteId: 83, price: 99_500, url: 'https://detail.tmall.com/2' };
    const advice = buyAdvice({ currentPrice: 100_000, lowestPrice: 100_000 }, [], {
      offers: [nearly, self],
      selfDpId: self.dpId,
    });
    expect(advice.tone).toBe('buy');
  });
  it('names the store’s next sale when waiting, or when a steady price meets one soon', () => {
    const points = [
      [10 * day, 90],
      [20 * day, 120],
    ] as const;
    const sale = { name: '京东双12', startDay: '2026-12-10', endDay: '2026-12-12', daysUntil: 3 };
    expect(buyAdvice({ currentPrice: 120, lowestPrice: 80 }, points, { sale }).text).toBe(
      '近期有过更低价，建议等待：京东双12 3 天后开始',
    );
    const steady = [[20 * day, 120]] as const;
    const running = { ...sale, daysUntil: 0 };
    expect(buyAdvice({ currentPrice: 120, lowestPrice: 100 }, steady, { sale: running }).text).toBe(
      '价格平稳；京东双12正在进行，不急可以等等',
    );
    const far = { ...sale, name: '京东618', daysUntil: 180 };
    expect(buyAdvice({ currentPrice: 120, lowestPrice: 100 }, steady, { sale: far }).text).toBe(
      '价格平稳，可按需购买',
    );
  });
  it('is neutral without data', () => {
    expect(buyAdvice({}, []).tone).toBe('neutral');
  });
});
