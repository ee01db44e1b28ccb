import { useId, type HTMLAttributes } from 'react';
import { formatDottedDay, formatPrice } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import { PriceTag, StoreBadge, StyledBadge, StyledCardLink, StyledCardTitle } from '../PriceTag';
import {
  StyledCard,
  StyledFooter,
  StyledInfo,
  StyledMedia,
  StyledPrices,
  StyledRemove,
  StyledSaved,
  StyledTags,
} from './CollectionCard.styles';

/** Props of {@link CollectionCard}. */
export interface CollectionCardProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'title'
> {
  /** The saved item's id, passed back to `onRemove`. */
  id: string;
  /** Product title; clamped to two lines. */
  title: string;
  /** Where the card leads, usually the product page. */
  href: string;
  /** Product picture; a broken one shows the 'no image' placeholder (behaviour.md §2). */
  imageSrc: string;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** Price when the item was saved, in fen. */
  savedPrice: number;
  /** Price now, in fen. */
  price: number;
  /** When the item was saved (epoch seconds). */
  savedAt?: number;
  /** Called when the user removes the item from the collection. */
  onRemove?: (event: { id: string }) => void;
  /** Whether a removal is under way; the button waits. */
  isRemoving?: boolean;
}

/** A saved product on the mine/collection page: saved price against today's, and a remove button. */
export function CollectionCard({
  id,
  title,
  href,
  imageSrc,
  siteId,
  savedPrice,
  price,
  savedAt,
  onRemove,
  isRemoving = false,
  ...rest
}: CollectionCardProps) {
  const titleId = useId();
  const drop = savedPrice - price;

  return (
    <StyledCard {...rest}>
      <StyledMedia>
        <LazyImage src={imageSrc} alt={title} width={400} height={400} fallback="noImage" />
      </StyledMedia>
      <StyledInfo>
        <StyledCardTitle id={titleId}>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledCardTitle>
        <StyledTags>
          <StoreBadge siteId={siteId} />
          {drop > 0 && (
            <StyledBadge data-tone="down">已降价 {formatPrice(drop, siteId)}</StyledBadge>
          )}
        </StyledTags>
        <StyledFooter>
          <StyledPrices>
            <PriceTag price={price} siteId={siteId} label="现价" size="sm" />
            <StyledSaved>
              收藏时 {formatPrice(savedPrice, siteId)}
              {savedAt !== undefined && ` · ${formatDottedDay(savedAt)}`}
            </StyledSaved>
          </StyledPrices>
          {onRemove && (
            <StyledRemove
              type="button"
              aria-describedby={titleId}
              aria-busy={isRemoving || undefined}
              disabled={isRemoving}
              onClick={() => onRemove({ id })}
            >
              取消收藏
            </StyledRemove>
          )}
        </StyledFooter>
      </StyledInfo>
    </StyledCard>
  );
}
