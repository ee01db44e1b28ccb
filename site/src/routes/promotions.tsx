import {
  ActivityPage,
  CouponPage,
  LowestPage,
  PromotionDetailPage,
  PromotionIndexPage,
} from '@pricetrail/pages';

/** `/promotion`. */
export function PromotionsRoute() {
  return <PromotionIndexPage />;
}

/** `/promotion/:id`. */
export function PromotionRoute() {
  return <PromotionDetailPage />;
}

/** `/promotion/activity`. */
export function ActivityRoute() {
  return <ActivityPage />;
}

/** `/promotion/coupon`. */
export function CouponRoute() {
  return <CouponPage />;
}

/** `/promotion/lowest`. */
export function LowestRoute() {
  return <LowestPage />;
}
