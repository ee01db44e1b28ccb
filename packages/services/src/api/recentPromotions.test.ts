import { expect, test } from 'vitest';
import { recentPromotions } from './recentPromotions';

test('keeps each text once, at the last day it was seen, newest first, up to the limit', () => {
  const seen = recentPromotions(
    [
      { ts: 100, text: '满3000减200' },
      { ts: 300, text: '满3000减200' },
      { ts: 200, text: '赠品' },
      { ts: 50, text: '12期免息' },
      { ts: 400, text: '' },
    ],
    2,
  );
  expect(seen).toEqual([
    { ts: 300, text: '满3000减200' },
    { ts: 200, text: '赠品' },
  ]);
});
