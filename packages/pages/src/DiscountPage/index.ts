export { DISCOUNT_TITLE, DiscountPage } from './DiscountPage';
