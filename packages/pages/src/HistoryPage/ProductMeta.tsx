import { formatIsoDay, formatPrice, productShareImagePath } from '@pricetrail/core';
import type { HistoryStore } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { JsonLd } from '../common/JsonLd';
import { PageMeta } from '../common/PageMeta';
import { paths } from '../paths';
import type { HistoryPageView } from './HistoryPage';
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

/** What the page says of itself, from its data: title, description, canonical address, share card, structured data. */
export const ProductMeta = observer(function ProductMeta({
  store,
  heading,
  view,
}: ProductMetaProps) {
  const { publicOrigin = '' } = useRootStore();
  const { product, history } = store;
  if (!product) {
    return (
      <PageMeta title={heading} description={`${heading}：历史价格走势、历史最低价和全网比价`} />
    );
  }
  const summary = history?.summary;
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
  return (
    <>
      <PageMeta
        title={`${product.title} 历史价格走势`}
        description={`${product.title}：${facts.length > 0 ? `${facts.join('，')}。` : ''}历史价格走势、历史最低价和全网比价`}
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
