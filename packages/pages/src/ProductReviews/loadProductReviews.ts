import { productReviewsView, type RootStore } from '@pricetrail/services';

/** What a product's 晒单评价 tab loads before it renders, afresh on each visit: its reviews and 晒单. */
export async function loadProductReviews(root: RootStore, dpId: string): Promise<void> {
  await root.views.of(productReviewsView, dpId).refresh();
}
