import type { HTMLAttributes } from 'react';
import { formatPrice } from '@pricetrail/core';
import {
  StyledAmount,
  StyledCaption,
  StyledListPrice,
  StyledPriceTag,
  StyledVisuallyHidden,
} from './PriceTag.styles';

/** How large a price is drawn: 'sm' in lists, 'md' on cards, 'lg' as a page's headline price. */
export type PriceTagSize = 'sm' | 'md' | 'lg';

/** Props of {@link PriceTag}. */
export interface PriceTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The price paid now (到手价), in fen. */
  price: number;
  /** The list price in fen; struck through beside the price when it is higher. */
  listPrice?: number;
  /** Store id, which picks the currency symbol. */
  siteId?: number;
  /** A caption before the price, e.g. '到手价'. */
  label?: string;
  /** Text size; 'md' by default. */
  size?: PriceTagSize;
}

/** A final price with the list price struck through beside it. */
export function PriceTag({ price, listPrice, siteId, label, size = 'md', ...rest }: PriceTagProps) {
  const hasListPrice = listPrice !== undefined && listPrice > price;
  return (
    <StyledPriceTag data-size={size} {...rest}>
      {label && <StyledCaption>{label}</StyledCaption>}
      <StyledAmount>{formatPrice(price, siteId)}</StyledAmount>
      {hasListPrice && (
        <StyledListPrice>
          {/* Strike-through is not announced, so say what the number is. */}
          <StyledVisuallyHidden>原价</StyledVisuallyHidden>
          {formatPrice(listPrice, siteId)}
        </StyledListPrice>
      )}
    </StyledPriceTag>
  );
}
