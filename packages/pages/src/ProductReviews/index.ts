export { ProductReviews } from './ProductReviews';
