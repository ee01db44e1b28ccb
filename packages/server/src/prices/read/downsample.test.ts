import { expect, test } from 'vitest';
import { downsampleMinMax, type SeriesPoint } from './downsample.js';

function series(n: number, seed = 7): SeriesPoint[] {
  let x = seed;
  return Array.from({ length: n }, (_, i) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return [i * 60, 1000 + (x % 100_000)] as SeriesPoint;
  });
}

test('short series pass through unchanged', () => {
  const s = series(10);
  expect(downsampleMinMax(s, 1000)).toEqual(s);
});

test.each([1001, 5000, 123_457])('%i points reduce to at most 1000 keeping every extreme', (n) => {
  const s = series(n);
  const out = downsampleMinMax(s, 1000);
  expect(out.length).toBeLessThanOrEqual(1000);
  const values = s.map((p) => p[1]);
  const kept = out.map((p) => p[1]);
  const min = (xs: number[]) => xs.reduce((a, b) => Math.min(a, b));
  const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b));
  expect(min(kept)).toBe(min(values));
  expect(max(kept)).toBe(max(values));
  expect(out[0]).toEqual(s[0]);
  expect(out.at(-1)).toEqual(s.at(-1));
  for (let i = 1; i < out.length; i++) {
    expect((out[i] as SeriesPoint)[0]).toBeGreaterThan((out[i - 1] as SeriesPoint)[0]);
  }
});
