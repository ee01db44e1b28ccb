import { formatDayRange, siteById } from '@pricetrail/core';
import type { Coupon } from '@pricetrail/services';
import { Link, StoreBadge } from '@pricetrail/ui';
import { paths } from '../paths';
import { couponTerms } from './ruleText';
import {
  StyledAmount,
  StyledCard,
  StyledFacts,
  StyledStatus,
  StyledTake,
} from './PromotionPages.styles';

/** Props of {@link CouponCard}. */
export interface CouponCardProps {
  /** The coupon. */
  coupon: Coupon;
  /** Now, in epoch seconds: a coupon not valid yet says so. */
  now: number;
}

/** What a coupon applies to: one product (商品券), one category (品类券) or the whole store. */
function CouponScope({ coupon }: { coupon: Coupon }) {
  if (coupon.dpId && coupon.productTitle) {
    return (
      <StyledFacts>
        <span>
          限商品：<Link href={paths.history(coupon.dpId)}>{coupon.productTitle}</Link>
        </span>
      </StyledFacts>
    );
  }
  if (coupon.category) {
    return (
      <StyledFacts>
        <span>
          限品类：
          {coupon.categoryName ? (
            <Link href={paths.category(coupon.category)}>{coupon.categoryName}</Link>
          ) : (
            coupon.category
          )}
        </span>
      </StyledFacts>
    );
  }
  return <StyledFacts>全店通用</StyledFacts>;
}

/** One coupon: store, amount, threshold, validity, what it is for, and the 领券 link to the store. */
export function CouponCard({ coupon, now }: CouponCardProps) {
  const terms = couponTerms(coupon.threshold, coupon.amount);
  const store = siteById(coupon.siteId)?.name ?? '商城';
  return (
    <StyledCard>
      <StyledAmount>¥{coupon.amount / 100}</StyledAmount>
      <h2>{terms}</h2>
      <StyledFacts>
        <StoreBadge siteId={coupon.siteId} />
        {coupon.validFrom > now ? <StyledStatus>即将生效</StyledStatus> : null}
        <span>有效期 {formatDayRange(coupon.validFrom, coupon.validTo)}</span>
      </StyledFacts>
      <CouponScope coupon={coupon} />
      {coupon.text && coupon.text !== terms ? <StyledFacts>{coupon.text}</StyledFacts> : null}
      <StyledTake
        href={coupon.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`领券：${store}${terms}（在${store}打开）`}
      >
        领券
      </StyledTake>
    </StyledCard>
  );
}
