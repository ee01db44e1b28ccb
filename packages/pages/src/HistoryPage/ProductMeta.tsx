import { formatIsoDay, formatPrice, productShareImagePath } from '@pricetrail/core';
import {
  productReviewsView,
  type HistoryStore,
  type PriceSummaryInfo,
  type ProductInfo,
  type ProductReviews,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { JsonLd } from '../common/JsonLd';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import type { HistoryPageView } from './historyPageView';
import { productStructuredData } from './productStructuredData';

/** Props of {@link ProductMeta}. */
export interface ProductMetaProps {
  /** The page's history store. */
  store: HistoryStore;
  /** The page's heading while no product is shown (查询中, 查询结果). */
  heading: string;
  /** Which part of the product page is in front. */
  view: HistoryPageView;
}

// What the price tabs say: the price now and the lowest, when the history is read.
function historyMetaOf(product: ProductInfo, summary: PriceSummaryInfo | undefined) {
  const facts = [
    summary?.currentPrice === undefined
      ? undefined
      : `当前到手价 ${formatPrice(summary.currentPrice, product.siteId)}`,
    summary?.lowestPrice === undefined
      ? undefined
      : `历史最低 ${formatPrice(summary.lowestPrice, product.siteId)}${
          summary.lowestAt === undefined ? '' : `（${formatIsoDay(summary.lowestAt)}）`
        }`,
  ].filter(Boolean);
  return {
    title: `${product.title} 历史价格走势`,
    description: `${product.title}：${facts.length > 0 ? `${facts.join('，')}。` : ''}历史价格走势、历史最低价和全网比价`,
  };
}

// What the 晒单评价 tab says: the average rating and how many reviews, once read.
function reviewsMetaOf(product: ProductInfo, reviews: ProductReviews | undefined) {
  const rating =
    reviews && reviews.average !== null
      ? `平均 ${reviews.average.toFixed(1)} 分（${reviews.count} 条评价），`
      : '';
  return {
    title: `${product.title} 晒单评价`,
    description: `${product.title}的晒单评价：${rating}网友晒出的真实购物照片和评价。`,
  };
}

/** What the page says of itself, from its data: title, description, canonical address, share card, structured data. */
export const ProductMeta = observer(function ProductMeta({
  store,
  heading,
  view,
}: ProductMetaProps) {
  const { publicOrigin = '', views } = useRootStore();
  const { product, history } = store;
  if (!product) {
    return (
      <PageMeta title={heading} description={`${heading}：历史价格走势、历史最低价和全网比价`} />
    );
  }
  const summary = history?.summary;
  const meta =
    view === 'reviews'
      ? reviewsMetaOf(product, views.of(productReviewsView, product.dpId).reviews)
      : historyMetaOf(product, summary);
  return (
    <>
      <PageMeta
        {...meta}
        // The history page and the product page's own tab show the same: one address for both.
        canonicalPath={view === 'history' ? paths.product(product.dpId) : undefined}
        image={productShareImagePath(product.dpId)}
        type="product"
      />
      {summary ? (
        <JsonLd
          data={productStructuredData({
            product,
            summary,
            offers: store.offers,
            origin: publicOrigin,
          })}
        />
      ) : null}
    </>
  );
});
