import { formatDayRange } from '@pricetrail/core';
import type { PromotionEvent } from '@pricetrail/services';
import { Link, StoreBadge } from '@pricetrail/ui';
import { paths } from '../paths';
import { RuleList } from './RuleList';
import { StyledCard, StyledFacts, StyledStatus } from './PromotionPages.styles';

/** Props of {@link EventCard}. */
export interface EventCardProps {
  /** The event. */
  event: PromotionEvent;
}

/** One event: its name (to its page), store, kind, status, dates, rules and product count. */
export function EventCard({ event }: EventCardProps) {
  return (
    <StyledCard>
      <h3>
        <Link href={paths.promotion(event.id)}>{event.name}</Link>
      </h3>
      <StyledFacts>
        <StoreBadge siteId={event.siteId} />
        <span>{event.kind}</span>
        <StyledStatus data-status={event.status}>
          {event.status === 'current' ? '进行中' : '即将开始'}
        </StyledStatus>
        <span>{formatDayRange(event.startsAt, event.endsAt)}</span>
      </StyledFacts>
      <RuleList rules={event.rules} label={`${event.name}的规则`} />
      {event.productCount > 0 ? <StyledFacts>{event.productCount} 件商品参加</StyledFacts> : null}
    </StyledCard>
  );
}
