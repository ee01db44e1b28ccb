import { describe, expect, test } from 'vitest';
import { autoSizes, defaultExpand, preloadDistance } from './lazyConfig';

describe('defaultExpand', () => {
  test.each([
    [1280, 800, 500],
    [501, 501, 500],
    [500, 900, 370],
    [375, 812, 370],
    [1280, 480, 370],
  ])('%i × %i → %i px', (width, height, expected) => {
    expect(defaultExpand(width, height)).toBe(expected);
  });
});

test('the preload distance grows by 1.5 once the page has loaded', () => {
  expect(preloadDistance(500, false)).toBe(500);
  expect(preloadDistance(500, true)).toBe(750);
  expect(preloadDistance(370, true)).toBe(555);
});

test.each([
  [0, '40px'],
  [39.4, '40px'],
  [40, '40px'],
  [240.6, '241px'],
])('autoSizes(%d) = %s', (width, expected) => {
  expect(autoSizes(width)).toBe(expected);
});
