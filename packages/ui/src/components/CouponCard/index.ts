export { CouponCard } from './CouponCard';
export type { CouponCardProps, CouponStatus } from './CouponCard';
