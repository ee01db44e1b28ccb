import { expect, test } from 'vitest';
import { pageCount, pageItems } from './pageItems';

test.each([
  [1, 5, [1, 2, 3, 4, 5]],
  [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  [1, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
  [4, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
  [5, 20, [1, 'gap-start', 4, 5, 6, 'gap-end', 20]],
  [16, 20, [1, 'gap-start', 15, 16, 17, 'gap-end', 20]],
  [17, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
  [20, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
  [5, 8, [1, 'gap-start', 4, 5, 6, 7, 8]],
  [4, 8, [1, 2, 3, 4, 5, 'gap-end', 8]],
])('page %i of %i → %j', (page, total, expected) => {
  expect(pageItems(page, total)).toEqual(expected);
});

test('two siblings widen the window and keep nine slots', () => {
  expect(pageItems(10, 20, 2)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  expect(pageItems(1, 20, 2)).toHaveLength(9);
  expect(pageItems(20, 20, 2)).toHaveLength(9);
});

test('a page outside the range is drawn as the nearest end', () => {
  expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
  expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
});

test.each([
  [0, 20, 1],
  [20, 20, 1],
  [21, 20, 2],
  [1234, 30, 42],
  [10, 0, 1],
])('%i items at %i a page → %i pages', (total, size, expected) => {
  expect(pageCount(total, size)).toBe(expected);
});
