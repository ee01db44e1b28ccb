export { DISCOUNT_TITLE, DiscountPage } from './DiscountPage';
export { loadDiscountPage } from './loadDiscountPage';
