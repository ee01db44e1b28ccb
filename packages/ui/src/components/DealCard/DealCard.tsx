import type { HTMLAttributes } from 'react';
import { formatWan } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import {
  PriceTag,
  StoreBadge,
  StyledCardLink,
  StyledCardTitle,
  StyledVisuallyHidden,
  timeAgo,
} from '../PriceTag';
import {
  StyledCard,
  StyledFooter,
  StyledInfo,
  StyledMedia,
  StyledMeta,
  StyledReason,
  StyledVotes,
} from './DealCard.styles';

/** Props of {@link DealCard}. */
export interface DealCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** Product title; clamped to two lines. */
  title: string;
  /** The deal's page. */
  href: string;
  /** Product picture. */
  imageSrc: string;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** Deal price, in fen. */
  price: number;
  /** Usual price in fen, struck through when higher. */
  listPrice?: number;
  /** Why it is a deal, e.g. '历史低价' or '近30天最低'. */
  reason: string;
  /** When the deal was posted (epoch seconds). */
  publishedAt: number;
  /** The current time (epoch seconds), for '3小时前'. */
  now: number;
  /** How many readers voted it 值 (worth buying). */
  worthyCount: number;
}

/** A deal in the feed: picture, title, reason, deal price, time posted and 值 votes. */
export function DealCard({
  title,
  href,
  imageSrc,
  siteId,
  price,
  listPrice,
  reason,
  publishedAt,
  now,
  worthyCount,
  ...rest
}: DealCardProps) {
  return (
    <StyledCard {...rest}>
      <StyledMedia>
        <LazyImage src={imageSrc} alt={title} width={400} height={400} />
      </StyledMedia>
      <StyledInfo>
        <StyledCardTitle>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledCardTitle>
        <StyledReason>{reason}</StyledReason>
        <PriceTag price={price} listPrice={listPrice} siteId={siteId} size="sm" />
        <StyledFooter>
          <StyledMeta>
            <StoreBadge siteId={siteId} />
            <time dateTime={new Date(publishedAt * 1000).toISOString()}>
              {timeAgo(publishedAt, now)}
            </time>
          </StyledMeta>
          <StyledVotes>
            <span aria-hidden="true">值 {formatWan(worthyCount)}</span>
            <StyledVisuallyHidden>{formatWan(worthyCount)}人认为值得买</StyledVisuallyHidden>
          </StyledVotes>
        </StyledFooter>
      </StyledInfo>
    </StyledCard>
  );
}
