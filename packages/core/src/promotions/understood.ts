import { fenToYuanText } from '../format/yuan.js';
import { parsePromotionText, type PromotionRule } from './parseRule.js';

/** A rule the reader understood: any kind but the free text it could not read. */
export type UnderstoodRule = Exclude<PromotionRule, { kind: 'text' }>;

/** An understood rule's terms alone, with or without the store's own words beside them. */
export type RuleTerms = UnderstoodRule extends infer Rule
  ? Rule extends UnderstoodRule
    ? Omit<Rule, 'text'>
    : never
  : never;

/** Whether the reader understood a rule (anything but free text). */
export function isUnderstood(rule: PromotionRule): rule is UnderstoodRule {
  return rule.kind !== 'text';
}

/**
 * A rule's terms as a shopper reads them beside a tag that names 跨店, written from what was read,
 * never from the store's text: 满300减40, 每满200减30, 8.5折, 第二件半价, 领券减20, 定金50抵150.
 */
export function ruleTerms(rule: RuleTerms): string {
  const yuan = fenToYuanText;
  switch (rule.kind) {
    case 'over':
      return `满${yuan(rule.threshold)}减${yuan(rule.amount)}`;
    case 'each':
      return `每满${yuan(rule.threshold)}减${yuan(rule.amount)}`;
    case 'discount':
      return `${rule.payPercent / 10}折`;
    case 'secondHalf':
      return '第二件半价';
    case 'coupon':
      return `领券减${yuan(rule.amount)}`;
    case 'deposit':
      return `定金${yuan(rule.deposit)}抵${yuan(rule.worth)}`;
  }
}

/** A rule in our own words, standing alone: its terms, 跨店 included (跨店每满300减50). */
export function describeRule(rule: RuleTerms): string {
  const crossStore = (rule.kind === 'over' || rule.kind === 'each') && rule.crossStore;
  return `${crossStore ? '跨店' : ''}${ruleTerms(rule)}`;
}

/**
 * What the reader understood of a store's promotion or coupon text, in our own words
 * ('满300减40，8折'); null when it understood nothing. Whatever else the text says (a 微信 or QQ
 * id, a phone number, a link, any sentence) is not passed on.
 */
export function understoodPromotion(text: string | null | undefined): string | null {
  if (!text) return null;
  const terms = parsePromotionText(text).filter(isUnderstood).map(describeRule);
  return terms.length === 0 ? null : [...new Set(terms)].join('，');
}
