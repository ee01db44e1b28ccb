import { describe, expect, test } from 'vitest';
import { decideTrust, type PublishedRun } from './decision.js';
import { SOURCE } from './policy.js';

const PUBLISHED: PublishedRun = {
  listPrice: 599_900,
  finalPrice: 549_900,
  ts: 1_000,
  promo: '满减',
  coupon: null,
};
const SAME = {
  productId: 7,
  ts: 2_000,
  listPrice: 599_900,
  finalPrice: 549_900,
  promo: '满减',
  coupon: null,
};

describe('decideTrust', () => {
  test("a product's first price publishes without the reporter's texts, and asks for a look", () => {
    expect(decideTrust(SAME, { published: undefined, inGoodStanding: false })).toEqual({
      kind: 'publish',
      point: { ...SAME, promo: null, coupon: null },
      source: SOURCE.solo,
      settlesWaiting: false,
      needsVerification: true,
    });
  });

  test('a contributor in good standing publishes a changed price and settles the waiting reports', () => {
    const cut = { ...SAME, finalPrice: 499_900 };
    expect(decideTrust(cut, { published: PUBLISHED, inGoodStanding: true })).toEqual({
      kind: 'publish',
      point: cut,
      source: SOURCE.contributor,
      settlesWaiting: true,
      needsVerification: false,
    });
  });

  test('the published run seen again extends it; seen before it began, or with other texts, is held', () => {
    const decided = decideTrust(SAME, { published: PUBLISHED, inGoodStanding: false });
    expect(decided).toMatchObject({ kind: 'publish', source: SOURCE.solo, settlesWaiting: false });
    const earlier = { ...SAME, ts: 500 };
    expect(decideTrust(earlier, { published: PUBLISHED, inGoodStanding: false })).toEqual({
      kind: 'hold',
    });
    const otherText = { ...SAME, coupon: '满200减20' };
    expect(decideTrust(otherText, { published: PUBLISHED, inGoodStanding: false })).toEqual({
      kind: 'hold',
    });
  });

  test('anyone else changing a published price is held', () => {
    const cut = { ...SAME, finalPrice: 499_900 };
    expect(decideTrust(cut, { published: PUBLISHED, inGoodStanding: false })).toEqual({
      kind: 'hold',
    });
  });
});
