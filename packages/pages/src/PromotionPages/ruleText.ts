import { fenToYuanText, ruleTerms, type PromotionRule } from '@pricetrail/core';

/** A rule as a shopper reads it: its kind's tag (none for text we could not read) and terms. */
export function ruleText(rule: PromotionRule): { tag: string | undefined; terms: string } {
  switch (rule.kind) {
    case 'over':
      return { tag: rule.crossStore ? '跨店满减' : '满减', terms: ruleTerms(rule) };
    case 'each':
      return { tag: rule.crossStore ? '跨店满减' : '每满减', terms: ruleTerms(rule) };
    case 'discount':
      return { tag: '折扣', terms: ruleTerms(rule) };
    case 'secondHalf':
      return { tag: '多件', terms: ruleTerms(rule) };
    case 'coupon':
      return { tag: '领券', terms: ruleTerms(rule) };
    case 'deposit':
      return { tag: '预售', terms: ruleTerms(rule) };
    case 'text':
      return { tag: undefined, terms: rule.text };
  }
}

/** A coupon's terms: '满300减40', or '无门槛减5'. */
export function couponTerms(threshold: number, amount: number): string {
  return threshold > 0
    ? `满${fenToYuanText(threshold)}减${fenToYuanText(amount)}`
    : `无门槛减${fenToYuanText(amount)}`;
}
