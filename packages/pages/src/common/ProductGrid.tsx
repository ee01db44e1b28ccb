import type { ProductListItem } from '@pricetrail/services';
import { ProductCard } from '@pricetrail/ui';
import type { ReactNode } from 'react';
import { StyledGrid } from './ProductGrid.styles';
import { paths } from '../paths';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products. */
  items: readonly ProductListItem[];
  /** Load the first pictures at once. */
  isAboveFold?: boolean;
  /** The 收藏 control of a card (the list pages'); the cards have none without it. */
  renderWatchToggle?: (item: ProductListItem) => ReactNode;
}

/** A grid of product cards leading to their history pages. */
export function ProductGrid({ items, isAboveFold = false, renderWatchToggle }: ProductGridProps) {
  return (
    <StyledGrid>
      {items.map((item, index) => (
        <li key={item.product.dpId}>
          <ProductCard
            title={item.product.title}
            href={paths.history(item.product.dpId)}
            imageSrc={item.product.imageUrl ?? ''}
            siteId={item.product.siteId}
            price={item.price}
            listPrice={item.listPrice}
            isLowest={item.isLowest}
            salesCount={item.salesCount}
            commentCount={item.commentCount}
            isImageEager={isAboveFold && index < 2}
            watchToggle={renderWatchToggle?.(item)}
          />
        </li>
      ))}
    </StyledGrid>
  );
}
