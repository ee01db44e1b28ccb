import { expect, test } from 'vitest';
import { checkObservation } from './check.js';

const NOW = 1_763_600_000;

test('a members-only saving is never kept as a promotion or coupon of the public price', () => {
  const checked = checkObservation(
    {
      dpId: '100012043978-3',
      listPrice: 699_900,
      finalPrice: 659_900,
      promo: 'PLUS会员价',
      coupon: '满5000减400；PLUS专享95折',
      observedAt: NOW - 60,
    },
    NOW,
  );
  expect(checked).toMatchObject({ finalPrice: 659_900, promo: null, coupon: '满5000减400' });
});
