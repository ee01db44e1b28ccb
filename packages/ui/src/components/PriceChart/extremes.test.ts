import { expect, test } from 'vitest';
import { findExtremes, findPointExtremes } from './extremes';

test('lowest and highest are dated to the last time the line reached them', () => {
  const xs = [1, 2, 3, 4, 5, 6];
  const values = [500, 300, 300, 800, 300, 800];
  expect(findExtremes(xs, values)).toEqual({
    lowest: { ts: 5, fen: 300 },
    highest: { ts: 6, fen: 800 },
  });
});

test('a run of equal prices is dated by its first day', () => {
  expect(findExtremes([1, 2, 3], [100, 100, 100])).toEqual({
    lowest: { ts: 1, fen: 100 },
    highest: { ts: 1, fen: 100 },
  });
});

test('gaps are skipped and an empty line has no extremes', () => {
  expect(findExtremes([1, 2, 3], [null, 700, null])?.lowest).toEqual({ ts: 2, fen: 700 });
  expect(findExtremes([1, 2], [null, null])).toBeNull();
  expect(findPointExtremes([])).toBeNull();
});
