import { formatPrice } from '@pricetrail/core';
import type { ProductDetail } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import type { ReactNode } from 'react';
import { paths } from '../paths';
import { StyledPrice, StyledProduct } from './AiPages.styles';

/** Props of {@link ProductRow}. */
export interface ProductRowProps {
  /** The product's dp id. */
  dpId: string;
  /** Its title and price, once loaded. */
  detail: ProductDetail | undefined;
  /** True when the catalogue does not know it. */
  isMissing: boolean;
  /** Controls after the price (移除). */
  children?: ReactNode;
}

/** One product an AI page is about: its title (to its product page) and current price. */
export function ProductRow({ dpId, detail, isMissing, children }: ProductRowProps) {
  const price = detail?.summary?.currentPrice;
  return (
    <StyledProduct>
      {detail ? (
        <Link href={paths.product(dpId)}>{detail.product.title}</Link>
      ) : (
        <span>{isMissing ? `暂未收录该商品（${dpId}）` : '正在读取商品…'}</span>
      )}
      {price !== undefined && (
        <StyledPrice>{formatPrice(price, detail?.product.siteId)}</StyledPrice>
      )}
      {children}
    </StyledProduct>
  );
}
