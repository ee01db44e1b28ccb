import {
  couponsView,
  lowestView,
  parsePromotionAddress,
  promotionsView,
  promotionView,
  type RootStore,
} from '@pricetrail/services';

/** The one key of the events pages' store (`/promotion` and `/promotion/activity` share it). */
export const PROMOTION_EVENTS = 'events';

/** The one key of the coupon list's store: a new query reuses it, keeping the last page on screen. */
export const COUPON_LIST = 'list';

/** The one key of the historical-low list's store, kept across its queries like the coupons'. */
export const LOWEST_LIST = 'list';

/** What `/promotion` and `/promotion/activity` load before they render, afresh on each visit. */
export async function loadPromotionsPage(root: RootStore): Promise<void> {
  await root.views.of(promotionsView, PROMOTION_EVENTS).refresh();
}

/** What `/promotion/:id` found, for the server's answer. */
export interface PromotionPageLoad {
  /** There is no event with this id: the page says so, answered with 404. */
  readonly isMissing: boolean;
}

/** What `/promotion/:id` loads before it renders: the event and the page of products `?page=` asks for. */
export async function loadPromotionPage(
  root: RootStore,
  id: number,
  search: URLSearchParams,
): Promise<PromotionPageLoad> {
  const store = root.views.of(promotionView, id);
  await store.ensureLoaded(id, parsePromotionAddress(search).page);
  return { isMissing: store.status === 'missing' };
}

/** What `/promotion/coupon` loads before it renders: the page of coupons its address asks for. */
export async function loadCouponPage(root: RootStore, search: URLSearchParams): Promise<void> {
  await root.views.of(couponsView, COUPON_LIST).ensureLoaded(parsePromotionAddress(search));
}

/** What `/promotion/lowest` loads before it renders: the page of historical lows its address asks for. */
export async function loadLowestPage(root: RootStore, search: URLSearchParams): Promise<void> {
  await root.views.of(lowestView, LOWEST_LIST).ensureLoaded(parsePromotionAddress(search));
}
