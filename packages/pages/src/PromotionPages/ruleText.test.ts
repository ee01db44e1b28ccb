import { parsePromotionRule } from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { couponTerms, ruleText } from './ruleText';

describe('ruleText', () => {
  test.each([
    ['满300元减40元', '满减', '满300减40'],
    ['跨店每满300减50', '跨店满减', '每满300减50'],
    ['每满200减30', '每满减', '每满200减30'],
    ['打8.5折', '折扣', '8.5折'],
    ['第2件半价', '多件', '第二件半价'],
    ['领券立减9.9', '领券', '领券减9.9'],
    ['定金50抵150', '预售', '定金50抵150'],
    ['百亿补贴', undefined, '百亿补贴'],
  ])('shows %s as %s %s', (text, tag, terms) => {
    expect(ruleText(parsePromotionRule(text))).toEqual({ tag, terms });
  });

  test('names a coupon without a threshold', () => {
    expect(couponTerms(0, 500)).toBe('无门槛减5');
    expect(couponTerms(30_000, 4000)).toBe('满300减40');
  });
});
