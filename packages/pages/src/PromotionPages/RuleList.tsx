import type { PromotionRule } from '@pricetrail/core';
import { ruleText } from './ruleText';
import { StyledRules } from './PromotionPages.styles';

/** Props of {@link RuleList}. */
export interface RuleListProps {
  /** The rules, read from the stores' texts. */
  rules: readonly PromotionRule[];
  /** Names the list for assistive technology, e.g. '活动规则'. */
  label: string;
}

/** Rules as chips: the kind's tag (满减, 折扣 …) and the terms; unread texts as they are. */
export function RuleList({ rules, label }: RuleListProps) {
  if (rules.length === 0) return null;
  return (
    <StyledRules aria-label={label}>
      {rules.map((rule, index) => {
        const { tag, terms } = ruleText(rule);
        return (
          <li key={`${index}-${rule.text}`}>
            {tag ? <b>{tag}</b> : null}
            {terms}
          </li>
        );
      })}
    </StyledRules>
  );
}
