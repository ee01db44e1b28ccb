import type { HTMLAttributes } from 'react';
import { formatDayRange } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { StoreBadge, StyledBadge, StyledCardLink } from '../PriceTag';
import {
  StyledCard,
  StyledDates,
  StyledDescription,
  StyledFooter,
  StyledInfo,
  StyledMedia,
  StyledTitle,
} from './PromotionCard.styles';

/** Where an activity stands against `now`. */
export type PromotionPhase = 'upcoming' | 'ongoing' | 'ended';

/** Props of {@link PromotionCard}. */
export interface PromotionCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  /** Activity title, e.g. '京东618 家电狂欢 跨店每满300减50'. */
  title: string;
  /** The activity's page. */
  href: string;
  /** Store id of the organising store. */
  siteId: number;
  /** Kind of deal in two characters: 满减, 直降, 秒杀, 领券, ... */
  tag: string;
  /** First moment of the activity (epoch seconds). */
  startsAt: number;
  /** Last moment of the activity (epoch seconds). */
  endsAt: number;
  /** One line of detail under the title. */
  description?: string;
  /** Banner picture, drawn at 2:1 above the text. */
  imageSrc?: string;
  /** The current time (epoch seconds); when given, the card says 未开始, 进行中 or 已结束. */
  now?: number;
}

const PHASE_TEXT: Record<PromotionPhase, string> = {
  upcoming: '未开始',
  ongoing: '进行中',
  ended: '已结束',
};

/** Where an activity from `startsAt` to `endsAt` stands at `now` (all epoch seconds). */
export function promotionPhase(startsAt: number, endsAt: number, now: number): PromotionPhase {
  if (now < startsAt) return 'upcoming';
  return now > endsAt ? 'ended' : 'ongoing';
}

/** A store activity: tag, title, store, date range, linking to the activity. */
export function PromotionCard({
  title,
  href,
  siteId,
  tag,
  startsAt,
  endsAt,
  description,
  imageSrc,
  now,
  ...rest
}: PromotionCardProps) {
  const phase = now === undefined ? undefined : promotionPhase(startsAt, endsAt, now);
  return (
    <StyledCard data-phase={phase} {...rest}>
      {imageSrc && (
        <StyledMedia>
          <LazyImage src={imageSrc} alt={title} width={400} height={200} />
        </StyledMedia>
      )}
      <StyledInfo>
        <StyledTitle>
          <StyledBadge data-tone="solid">{tag}</StyledBadge>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledTitle>
        {description && <StyledDescription>{description}</StyledDescription>}
        <StyledFooter>
          <StoreBadge siteId={siteId} />
          <StyledDates>{formatDayRange(startsAt, endsAt)}</StyledDates>
          {phase && (
            <StyledBadge data-tone={phase === 'ongoing' ? 'down' : 'muted'}>
              {PHASE_TEXT[phase]}
            </StyledBadge>
          )}
        </StyledFooter>
      </StyledInfo>
    </StyledCard>
  );
}
