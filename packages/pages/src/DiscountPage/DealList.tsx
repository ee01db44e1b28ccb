import type { DealItem } from '@pricetrail/services';
import { Link, ProductCard } from '@pricetrail/ui';
import { StyledGrid } from '../common/ProductGrid.styles';
import { paths } from '../paths';
import { dealReason, fakeProof } from './dealText';
import { StyledDeal, StyledReason } from './DiscountPage.styles';

/** Props of {@link DealList}. */
export interface DealListProps {
  /** The deals or fake cuts. */
  items: readonly DealItem[];
  /** The 好价 post of each product that has one, by dp id. */
  postIds?: ReadonlyMap<string, number>;
}

/** Deal cards, each saying in numbers why it is (or only looks like) a deal. */
export function DealList({ items, postIds }: DealListProps) {
  return (
    <StyledGrid>
      {items.map(({ product, deal }, index) => {
        const isFake = deal.kind === 'fake';
        const postId = postIds?.get(product.dpId);
        return (
          <StyledDeal key={product.dpId} data-kind={deal.kind}>
            <ProductCard
              title={product.title}
              href={paths.history(product.dpId)}
              imageSrc={product.imageUrl ?? ''}
              siteId={product.siteId}
              price={deal.price}
              listPrice={isFake ? undefined : deal.median30}
              isLowest={deal.isLowest}
              isImageEager={index < 2}
            />
            <StyledReason>
              {isFake ? <strong>假降价：</strong> : null}
              {isFake ? fakeProof(deal, product.siteId) : dealReason(deal, product.siteId)}
            </StyledReason>
            {postId === undefined ? null : (
              <Link href={paths.dealPost(postId)}>好价详情 · 值不值</Link>
            )}
          </StyledDeal>
        );
      })}
    </StyledGrid>
  );
}
