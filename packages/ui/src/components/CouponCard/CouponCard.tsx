import { useId, type HTMLAttributes } from 'react';
import { formatDayRange, formatPrice, siteById } from '@pricetrail/core';
import {
  StyledAmount,
  StyledCard,
  StyledClaim,
  StyledCondition,
  StyledInfo,
  StyledStub,
  StyledStore,
  StyledTitle,
  StyledValidity,
} from './CouponCard.styles';

/** Where a coupon stands for this user: can be claimed, already claimed, or past its end. */
export type CouponStatus = 'available' | 'claimed' | 'expired';

/** Props of {@link CouponCard}. */
export interface CouponCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The coupon's id, passed back to `onClaim`. */
  id: string;
  /** How much the coupon takes off, in fen. */
  amount: number;
  /** Minimum order for the coupon to apply, in fen; 0 for none. */
  threshold: number;
  /** Store id: names the store and picks the currency. */
  siteId: number;
  /** The shop that issues the coupon, e.g. '美的京东自营旗舰店'. */
  shopName?: string;
  /** First day the coupon can be used (epoch seconds). */
  startsAt: number;
  /** Last moment the coupon can be used (epoch seconds). */
  endsAt: number;
  /** Whether it can be claimed, is claimed, or has expired. */
  status?: CouponStatus;
  /** Whether a claim is under way; the button waits. */
  isClaiming?: boolean;
  /** Called when the user claims the coupon. */
  onClaim?: (event: { id: string }) => void;
}

/** A coupon amount as stores print it, without zero cents: '¥50', '¥9.90'. */
function couponAmount(fen: number, siteId: number): string {
  return formatPrice(fen, siteId).replace(/\.00$/, '');
}

const BUTTON_TEXT: Record<CouponStatus, string> = {
  available: '领取',
  claimed: '已领取',
  expired: '已过期',
};

/** A store coupon: amount, threshold ('满¥299减¥50'), validity, store and a 领取 button. */
export function CouponCard({
  id,
  amount,
  threshold,
  siteId,
  shopName,
  startsAt,
  endsAt,
  status = 'available',
  isClaiming = false,
  onClaim,
  ...rest
}: CouponCardProps) {
  const titleId = useId();
  const storeName = siteById(siteId)?.name;
  const amountText = couponAmount(amount, siteId);
  const thresholdText = couponAmount(threshold, siteId);
  const title = threshold > 0 ? `满${thresholdText}减${amountText}` : `无门槛减${amountText}`;
  const canClaim = status === 'available' && !isClaiming;

  return (
    <StyledCard data-status={status} {...rest}>
      <StyledStub aria-hidden="true">
        <StyledAmount>{amountText}</StyledAmount>
        <StyledCondition>{threshold > 0 ? `满${thresholdText}可用` : '无门槛'}</StyledCondition>
      </StyledStub>
      <StyledInfo>
        <StyledTitle id={titleId}>{title}</StyledTitle>
        <StyledStore>{[storeName, shopName].filter(Boolean).join(' · ')}</StyledStore>
        <StyledValidity>有效期 {formatDayRange(startsAt, endsAt)}</StyledValidity>
      </StyledInfo>
      <StyledClaim
        type="button"
        data-status={status}
        aria-describedby={titleId}
        aria-busy={isClaiming || undefined}
        disabled={!canClaim}
        onClick={() => onClaim?.({ id })}
      >
        {isClaiming ? '领取中' : BUTTON_TEXT[status]}
      </StyledClaim>
    </StyledCard>
  );
}
