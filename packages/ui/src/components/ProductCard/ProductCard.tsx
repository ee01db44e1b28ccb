import type { HTMLAttributes, ReactNode } from 'react';
import { formatWan } from '@pricetrail/core';
import { LazyImage } from '../LazyImage';
import {
  PriceTag,
  StoreBadge,
  StyledBadge,
  StyledCardLink,
  StyledVisuallyHidden,
  discountPercent,
} from '../PriceTag';
import {
  StyledCard,
  StyledCounts,
  StyledCountsItem,
  StyledInfo,
  StyledMedia,
  StyledPrice,
  StyledTags,
  StyledTitle,
  StyledWatchSlot,
} from './ProductCard.styles';

/** Props of {@link ProductCard}. */
export interface ProductCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'title'> {
  /** Product title as the store lists it; clamped to two lines. */
  title: string;
  /** Where the card leads, usually the product page. */
  href: string;
  /** Product picture address. */
  imageSrc: string;
  /** Store id (JD 3, Tmall 83, ...): names the store and picks the currency. */
  siteId: number;
  /** Final price after coupons and discounts (到手价), in fen. */
  price: number;
  /** List price in fen, struck through and used for the drop percentage when higher. */
  listPrice?: number;
  /** Whether `price` is the lowest ever recorded, which adds the 历史最低 badge. */
  isLowest?: boolean;
  /** Number of reviews, shown as '1.23万条评价'. */
  commentCount?: number;
  /** Number sold, shown as '已售5.20万'. */
  salesCount?: number;
  /** Load the picture at once, for cards above the fold. */
  isImageEager?: boolean;
  /** A 收藏 control (`CardWatchToggle`) over the picture's corner, beside the card link, not in it. */
  watchToggle?: ReactNode;
}

/** A product in a grid: picture, title, store, final and list price, drop and popularity. */
export function ProductCard({
  title,
  href,
  imageSrc,
  siteId,
  price,
  listPrice,
  isLowest = false,
  commentCount,
  salesCount,
  isImageEager,
  watchToggle,
  ...rest
}: ProductCardProps) {
  const percent = discountPercent(price, listPrice);
  const counts: string[] = [];
  if (commentCount !== undefined) counts.push(`${formatWan(commentCount)}条评价`);
  if (salesCount !== undefined) counts.push(`已售${formatWan(salesCount)}`);

  return (
    <StyledCard {...rest}>
      <StyledMedia>
        <LazyImage src={imageSrc} alt={title} width={400} height={400} isEager={isImageEager} />
      </StyledMedia>
      <StyledInfo>
        <StyledTitle>
          <StyledCardLink href={href}>{title}</StyledCardLink>
        </StyledTitle>
        <StyledTags>
          <StoreBadge siteId={siteId} />
          {isLowest && <StyledBadge data-tone="solid">历史最低</StyledBadge>}
          {percent > 0 && (
            <StyledBadge data-tone="down">
              <span aria-hidden="true">↓{percent}%</span>
              <StyledVisuallyHidden>降价{percent}%</StyledVisuallyHidden>
            </StyledBadge>
          )}
        </StyledTags>
        <StyledPrice>
          <PriceTag price={price} listPrice={listPrice} siteId={siteId} label="到手价" />
        </StyledPrice>
        {counts.length > 0 && (
          <StyledCounts>
            {counts.map((count) => (
              <StyledCountsItem key={count}>{count}</StyledCountsItem>
            ))}
          </StyledCounts>
        )}
      </StyledInfo>
      {watchToggle && <StyledWatchSlot>{watchToggle}</StyledWatchSlot>}
    </StyledCard>
  );
}
