import type { RootStore } from '../root/RootStore';
import type { Page } from '../paging/page';
import { viewKind } from '../root/ViewStores';
import { ListPageStore } from '../stores/ListPageStore';
import type { Coupon, PromotionListQuery, PromotionsApiClient } from './promotionTypes';

/** The error line of a list that failed to load. */
export const MSG_COUPONS_FAILED = '优惠券加载失败，请稍后重试';

/** The coupon list (`/promotion/coupon`): coupons not yet expired, one store or all, a page at a time. */
export type CouponsStore = ListPageStore<PromotionListQuery, Page<Coupon>>;

/** The coupon list from the promotions API. */
export function createCouponsStore(api: PromotionsApiClient): CouponsStore {
  return new ListPageStore({
    page: (query) => api.coupons(query),
    failedMessage: MSG_COUPONS_FAILED,
  });
}

/** The coupon page's store (`/promotion/coupon`): one, kept across its queries. */
export const couponsView = viewKind('coupons', (root: RootStore) =>
  createCouponsStore(root.promotions),
);
