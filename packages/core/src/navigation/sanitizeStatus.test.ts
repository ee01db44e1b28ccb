import { expect, test } from 'vitest';
import { sanitizeStatus } from './sanitizeStatus.js';

test.each([
  [200, 200],
  [100, 100],
  [999, 999],
  [404, 404],
  [302, 302],
  [99, 200],
  [1000, 200],
  [0, 200],
  [-1, 200],
  [Number.NaN, 200],
  [Number.POSITIVE_INFINITY, 200],
  [200.5, 200],
])('sanitizeStatus(%d) = %d', (code, expected) => {
  expect(sanitizeStatus(code)).toBe(expected);
});
