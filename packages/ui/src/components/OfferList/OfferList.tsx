import type { HTMLAttributes } from 'react';
import { siteById } from '@pricetrail/core';
import { PriceTag, StyledBadge, StyledVisuallyHidden } from '../PriceTag';
import {
  StyledBuy,
  StyledCoupon,
  StyledEmpty,
  StyledList,
  StyledNoLink,
  StyledPrice,
  StyledRow,
  StyledShop,
  StyledStore,
  StyledStoreMark,
  StyledStoreName,
} from './OfferList.styles';
import { safeExternalHref } from './safeExternalHref';

/** The same goods offered by one store. */
export interface Offer {
  /** Stable key, usually the offer's dp id. */
  id: string;
  /** Store id (JD 3, Tmall 83, ...). */
  siteId: number;
  /** The shop inside the store, e.g. 'Apple产品京东自营旗舰店'. */
  shopName?: string;
  /** Final price after coupons, in fen. */
  price: number;
  /** Coupon or promotion in words, e.g. '券 满4000减300'. */
  couponText?: string;
  /** The store's product page; a link the navigation guard refuses is not rendered. */
  url: string;
}

/** Props of {@link OfferList}. */
export interface OfferListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Offers in the order to show them. */
  offers: readonly Offer[];
  /** Called when a '去购买' link is followed (the browser still opens it in a new tab). */
  onNavigate?: (event: { id: string; url: string }) => void;
  /** Accessible name of the list. */
  label?: string;
  /** Text shown when there are no offers. */
  emptyText?: string;
}

/** Index of the first offer with the lowest price, or -1 for none. */
function cheapestIndex(offers: readonly Offer[]): number {
  return offers.reduce(
    (best, offer, index) => (best < 0 || offer.price < (offers[best]?.price ?? 0) ? index : best),
    -1,
  );
}

/** The same goods in other stores: store, final price, coupon, and a link out to buy. */
export function OfferList({
  offers,
  onNavigate,
  label = '其他商城报价',
  emptyText = '暂无其他商城报价',
  ...rest
}: OfferListProps) {
  if (offers.length === 0) return <StyledEmpty {...rest}>{emptyText}</StyledEmpty>;
  const cheapest = cheapestIndex(offers);

  return (
    <StyledList aria-label={label} {...rest}>
      {offers.map((offer, index) => {
        const storeName = siteById(offer.siteId)?.name ?? '其他商城';
        const href = safeExternalHref(offer.url);
        const isCheapest = index === cheapest;
        return (
          <StyledRow key={offer.id} data-cheapest={isCheapest || undefined}>
            <StyledStoreMark aria-hidden="true">{storeName.slice(0, 1)}</StyledStoreMark>
            <StyledStore>
              <StyledStoreName>{storeName}</StyledStoreName>
              {offer.shopName && <StyledShop>{offer.shopName}</StyledShop>}
            </StyledStore>
            <StyledCoupon>{offer.couponText}</StyledCoupon>
            <StyledPrice>
              {isCheapest && <StyledBadge data-tone="solid">最低价</StyledBadge>}
              <PriceTag price={offer.price} siteId={offer.siteId} size="sm" />
            </StyledPrice>
            {href ? (
              <StyledBuy
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                onClick={() => onNavigate?.({ id: offer.id, url: href })}
              >
                去购买
                <StyledVisuallyHidden>
                  （{storeName}
                  {offer.shopName && ` ${offer.shopName}`}，新窗口打开）
                </StyledVisuallyHidden>
              </StyledBuy>
            ) : (
              <StyledNoLink>暂无链接</StyledNoLink>
            )}
          </StyledRow>
        );
      })}
    </StyledList>
  );
}
