import { HistoryPage } from '@pricetrail/pages';

/** `/trend/history` and `/trend/:dpid.html`. */
export function HistoryRoute() {
  return <HistoryPage />;
}

/** `/crc64/dp{dpid}` and `/crc64/dp{dpid}/trend`. */
export function ProductRoute() {
  return <HistoryPage hasTabs />;
}

/** `/crc64/dp{dpid}/where_buy`. */
export function WhereBuyRoute() {
  return <HistoryPage view="where_buy" hasTabs />;
}

/** `/crc64/dp{dpid}/desc`. */
export function DescRoute() {
  return <HistoryPage view="desc" hasTabs />;
}

/** `/crc64/dp{dpid}/reviews`. */
export function ReviewsRoute() {
  return <HistoryPage view="reviews" hasTabs />;
}

// Loaded from here, so the parts it shares with the history page stay in this chunk instead of
// being split into chunks of their own that the history page would also pay for.
/** Loads `/jd_enhance`'s route. */
export const loadJdEnhance = () => import('./jdEnhance');
/** Loads `/ext/trend`'s route. */
export const loadExtTrend = () => import('./extTrend');
