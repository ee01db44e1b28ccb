import { lazyPart } from '../common/lazyPart';

/** The product page's 晒单评价 tab; its code (the feed cards, the review form) loads when it opens. */
export const ProductReviews = lazyPart(
  'productReviews',
  () => import('./ProductReviews'),
  (module) => module.ProductReviews,
);
