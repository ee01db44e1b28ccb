import { formatPrice, siteById } from '@pricetrail/core';
import type { RecentProduct } from '../shared/recentProducts';
import { StyledRecentList } from './Popup.styles';

/** Props of {@link RecentList}. */
export interface RecentListProps {
  /** The products viewed lately, newest first. */
  products: readonly RecentProduct[];
}

/** 最近浏览: each product's title (linking to its history), store and the price the page showed. */
export function RecentList({ products }: RecentListProps) {
  if (products.length === 0) {
    return <p>还没有看过商品。打开京东、天猫等商品页后，这里会列出最近看过的 20 件。</p>;
  }
  return (
    <StyledRecentList>
      {products.map((product) => (
        <li key={product.dpId}>
          <a href={product.historyUrl} target="_blank" rel="noreferrer">
            {product.title}
          </a>
          <span>{siteById(product.siteId)?.name ?? '其他商城'}</span>
          <data value={product.price}>{formatPrice(product.price, product.siteId)}</data>
        </li>
      ))}
    </StyledRecentList>
  );
}
