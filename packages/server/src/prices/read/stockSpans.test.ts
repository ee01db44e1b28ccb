import { describe, expect, test } from 'vitest';
import { outOfStockSpans, presaleSpans } from './stockSpans.js';

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

describe('presaleSpans', () => {
  const changes: [string, number][] = [
    ['presale', 100],
    ['in_stock', 200],
    ['out_of_stock', 300],
    ['presale', 400],
  ];

  test('预售 stretches are their own spans, never out-of-stock ones', () => {
    expect(presaleSpans(changes, 0)).toEqual([
      { from: 100, to: 200 },
      { from: 400, to: null },
    ]);
    expect(outOfStockSpans(changes, 0)).toEqual([{ from: 300, to: 400, state: 'out_of_stock' }]);
  });

  test('a range starting later clips them like the others', () => {
    expect(presaleSpans(changes, 150)).toEqual([
      { from: 150, to: 200 },
      { from: 400, to: null },
    ]);
    expect(presaleSpans(changes, 500)).toEqual([{ from: 500, to: null }]);
  });
});
