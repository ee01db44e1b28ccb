import { expect, test } from 'vitest';
import { madeAtText } from './madeAtText';

test('tells when an answer was made to the minute in Asia/Shanghai, slashed', () => {
  expect(madeAtText(Date.UTC(2026, 0, 1, 0, 0, 30) / 1000)).toBe('2026/01/01 08:00');
  expect(madeAtText(Date.UTC(2025, 11, 31, 16, 5) / 1000)).toBe('2026/01/01 00:05');
});
