import { describe, expect, test } from 'vitest';
import { outOfStockSpans } from './stockSpans.js';

describe('outOfStockSpans', () => {
  test('each 无货 or 下架 stretch runs until the next change, the last one until now', () => {
    expect(
      outOfStockSpans(
        [
          ['in_stock', 100],
          ['out_of_stock', 200],
          ['in_stock', 300],
          ['out_of_stock', 400],
          ['delisted', 500],
        ],
        0,
      ),
    ).toEqual([
      { from: 200, to: 300, state: 'out_of_stock' },
      { from: 400, to: 500, state: 'out_of_stock' },
      { from: 500, to: null, state: 'delisted' },
    ]);
  });

  test('a range starting later drops spans that ended before it and clips the one it cuts', () => {
    const changes: [string, number][] = [
      ['out_of_stock', 100],
      ['in_stock', 200],
      ['out_of_stock', 300],
      ['in_stock', 500],
    ];
    expect(outOfStockSpans(changes, 400)).toEqual([{ from: 400, to: 500, state: 'out_of_stock' }]);
    expect(outOfStockSpans(changes, 200)).toEqual([{ from: 300, to: 500, state: 'out_of_stock' }]);
  });

  test('a product only ever in stock has no spans', () => {
    expect(outOfStockSpans([['in_stock', 100]], 0)).toEqual([]);
  });
});
