export { ACTIVITY_TITLE, ActivityPage } from './ActivityPage';
export { COUPONS_TITLE, CouponPage } from './CouponPage';
export { LOWEST_TITLE, LowestPage } from './LowestPage';
export { PromotionDetailPage } from './PromotionDetailPage';
export { PROMOTIONS_TITLE, PromotionIndexPage } from './PromotionIndexPage';
export {
  loadCouponPage,
  loadLowestPage,
  loadPromotionPage,
  loadPromotionsPage,
  type PromotionPageLoad,
} from './loadPromotionPages';
