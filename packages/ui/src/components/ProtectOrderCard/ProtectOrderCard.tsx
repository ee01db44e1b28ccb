import { useId, type HTMLAttributes } from 'react';
import { formatDottedDay, formatPrice } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { StoreBadge, StyledBadge, StyledCardLink, StyledCardTitle } from '../PriceTag';
import {
  StyledAction,
  StyledActions,
  StyledCard,
  StyledClaim,
  StyledFacts,
  StyledInfo,
  StyledMedia,
  StyledTags,
} from './ProtectOrderCard.styles';

/** Props of {@link ProtectOrderCard}. */
export interface ProtectOrderCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  /** The order's id, passed back to `onRemove`. */
  id: string;
  /** Product title; clamped to two lines. */
  title: string;
  /** Where the card leads, usually the product page. */
  href: string;
  /** Product picture. */
  imageSrc: string;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** What the shopper paid (到手价), in fen. */
  paidPrice: number;
  /** When they bought it (epoch seconds). */
  boughtAt: number;
  /** The store's protection window in days. */
  windowDays: number;
  /** The first moment outside the window (epoch seconds). */
  endsAt: number;
  /** Whole days left, today included; 0 once the window ended. */
  daysLeft: number;
  /** The lowest final price since the purchase, in fen; absent while there is none. */
  lowestSince?: number;
  /** What may be claimed back, in fen (paid minus the lowest since); 0 when nothing. */
  claimable: number;
  /** The store's 价保 page (or the product page when the store has none). */
  protectHref: string;
  /** Called when the user deletes the order. */
  onRemove?: (event: { id: string }) => void;
  /** Whether a deletion is under way; the button waits. */
  isRemoving?: boolean;
}

/**
 * A purchase under price protection (价保): what was paid, the lowest price since, the amount to
 * claim highlighted while the window lasts, the days left, and the store's 价保 page.
 */
export function ProtectOrderCard({
  id,
  title,
  href,
  imageSrc,
  siteId,
  paidPrice,
  boughtAt,
  windowDays,
  endsAt,
  daysLeft,
  lowestSince,
  claimable,
  protectHref,
  onRemove,
  isRemoving = false,
  ...rest
}: ProtectOrderCardProps) {
  const titleId = useId();
  const money = (fen: number) => formatPrice(fen, siteId);
  const isActive = daysLeft > 0;
  const canClaim = isActive && claimable > 0;

  return (
    <StyledCard data-state={canClaim ? 'claimable' : isActive ? 'active' : 'expired'} {...rest}>
      <StyledMedia>
        <LazyImage src={imageSrc} alt={title} width={400} height={400} />
      </StyledMedia>
      <StyledInfo>
        <StyledCardTitle id={titleId}>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledCardTitle>
        <StyledTags>
          <StoreBadge siteId={siteId} />
          <StyledBadge data-tone="muted">{isActive ? `剩 ${daysLeft} 天` : '已过期'}</StyledBadge>
        </StyledTags>
        {canClaim ? (
          <StyledClaim>可申请 {money(claimable)}</StyledClaim>
        ) : (
          isActive && <StyledClaim data-tone="muted">暂未降价，降价后可申请差价</StyledClaim>
        )}
        <StyledFacts>
          <div>
            <dt>实付</dt>
            <dd>
              {money(paidPrice)} · {formatDottedDay(boughtAt)} 购买
            </dd>
          </div>
          <div>
            <dt>购买后最低</dt>
            <dd>{lowestSince === undefined ? '暂无' : money(lowestSince)}</dd>
          </div>
          <div>
            <dt>价保期</dt>
            <dd>
              {windowDays} 天，{isActive ? '至' : '已于'} {formatDottedDay(endsAt - 1)}
              {isActive ? '' : ' 结束'}
            </dd>
          </div>
        </StyledFacts>
        <StyledActions>
          {isActive && (
            <StyledAction
              as="a"
              href={protectHref}
              target="_blank"
              rel="noopener noreferrer"
              data-variant={canClaim ? 'primary' : undefined}
              aria-describedby={titleId}
            >
              {canClaim ? '去申请价保' : '商城价保页'}
            </StyledAction>
          )}
          {onRemove && (
            <StyledAction
              type="button"
              aria-describedby={titleId}
              aria-busy={isRemoving || undefined}
              disabled={isRemoving}
              onClick={() => onRemove({ id })}
            >
              删除
            </StyledAction>
          )}
        </StyledActions>
      </StyledInfo>
    </StyledCard>
  );
}
