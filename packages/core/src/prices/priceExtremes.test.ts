import { describe, expect, it } from 'vitest';
import { extendExtremes, findPriceExtremes } from './priceExtremes.js';

const DAY = 86_400;
const at = (day: number, price: number) => ({ ts: day * DAY, price });

describe('findPriceExtremes', () => {
  it('has none for an empty history, and dates a lone price by its one point', () => {
    expect(findPriceExtremes([])).toBeNull();
    expect(findPriceExtremes([at(1, 500)])).toEqual({ lowest: at(1, 500), highest: at(1, 500) });
  });

  it('dates a low reached twice by the most recent time the price came down to it', () => {
    const history = [at(1, 1999), at(13, 1499), at(40, 1799), at(152, 1499), at(170, 1699)];
    expect(findPriceExtremes(history)?.lowest).toEqual(at(152, 1499));
  });

  it('dates a high reached twice by the most recent time the price went up to it', () => {
    const history = [at(1, 2599), at(20, 1999), at(90, 2599), at(95, 2199)];
    expect(findPriceExtremes(history)?.highest).toEqual(at(90, 2599));
  });

  it('keeps the start of a stretch at the extreme, however many points repeat it', () => {
    // A repeated price is one stretch (a run split by its 页面价 only): dated when it began.
    const history = [at(1, 900), at(5, 700), at(6, 700), at(9, 700), at(12, 800)];
    expect(findPriceExtremes(history)).toEqual({ lowest: at(5, 700), highest: at(1, 900) });
  });

  it('dates a price that never moved by its first point', () => {
    expect(findPriceExtremes([at(1, 600), at(2, 600), at(3, 600)])).toEqual({
      lowest: at(1, 600),
      highest: at(1, 600),
    });
  });

  it('extends stored extremes point by point to the same answer as the whole history', () => {
    const history = [at(1, 1499), at(3, 1699), at(4, 1499), at(8, 1499), at(9, 1999)];
    const whole = findPriceExtremes(history);
    const head = findPriceExtremes(history.slice(0, 3));
    const extended = history
      .slice(3)
      .reduce(
        (extremes, point, i) => extendExtremes(extremes, point, history[i + 2]?.price ?? null),
        head,
      );
    expect(extended).toEqual(whole);
    expect(whole).toEqual({ lowest: at(4, 1499), highest: at(9, 1999) });
  });
});
