import { fenToYuanText, type PromotionRule } from '@pricetrail/core';

/** A rule as a shopper reads it: its kind's tag (none for text we could not read) and terms. */
export function ruleText(rule: PromotionRule): { tag: string | undefined; terms: string } {
  const yuan = fenToYuanText;
  switch (rule.kind) {
    case 'over':
      return {
        tag: rule.crossStore ? '跨店满减' : '满减',
        terms: `满${yuan(rule.threshold)}减${yuan(rule.amount)}`,
      };
    case 'each':
      return {
        tag: rule.crossStore ? '跨店满减' : '每满减',
        terms: `每满${yuan(rule.threshold)}减${yuan(rule.amount)}`,
      };
    case 'discount':
      return { tag: '折扣', terms: `${rule.payPercent / 10}折` };
    case 'secondHalf':
      return { tag: '多件', terms: '第二件半价' };
    case 'coupon':
      return { tag: '领券', terms: `领券减${yuan(rule.amount)}` };
    case 'deposit':
      return { tag: '预售', terms: `定金${yuan(rule.deposit)}抵${yuan(rule.worth)}` };
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
