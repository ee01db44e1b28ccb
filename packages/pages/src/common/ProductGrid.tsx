import type { ProductListItem } from '@pricetrail/services';
import { ProductCard } from '@pricetrail/ui';
import { StyledGrid } from '../HomePage/HomePage.styles';
import { paths } from '../paths';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** The products. */
  items: readonly ProductListItem[];
  /** Load the first pictures at once. */
  isAboveFold?: boolean;
}

/** A grid of product cards leading to their history pages. */
export function ProductGrid({ items, isAboveFold = false }: ProductGridProps) {
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
          />
        </li>
      ))}
    </StyledGrid>
  );
}
