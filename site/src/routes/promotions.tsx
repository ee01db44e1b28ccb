import {
  ActivityPage,
  CouponPage,
  LowestPage,
  PromotionDetailPage,
  PromotionIndexPage,
  loadCouponPage,
  loadLowestPage,
  loadPromotionPage,
  loadPromotionsPage,
} from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

// The promotion pages change with every import and every price, so the server renders them
// afresh (they depend on nothing kept).

/** `/promotion`: the events running now and those coming are in the server's HTML. */
export const PromotionsRoute: LoadingRoute = {
  Component: PromotionIndexPage,
  load: async (root) => {
    await loadPromotionsPage(root);
    return {};
  },
};

/** `/promotion/:id`: the event and a page of its products; an unknown event answers 404. */
export const PromotionRoute: LoadingRoute = {
  Component: PromotionDetailPage,
  load: (root, { params, request }) =>
    loadPromotionPage(root, Number(params.id), new URL(request.url).searchParams),
};

/** `/promotion/activity`: every event in one list. */
export const ActivityRoute: LoadingRoute = {
  Component: ActivityPage,
  load: async (root) => {
    await loadPromotionsPage(root);
    return {};
  },
};

/** `/promotion/coupon`: the page of coupons the address asks for. */
export const CouponRoute: LoadingRoute = {
  Component: CouponPage,
  load: async (root, { request }) => {
    await loadCouponPage(root, new URL(request.url).searchParams);
    return {};
  },
};

/** `/promotion/lowest`: the page of historical lows the address asks for. */
export const LowestRoute: LoadingRoute = {
  Component: LowestPage,
  load: async (root, { request }) => {
    await loadLowestPage(root, new URL(request.url).searchParams);
    return {};
  },
};
