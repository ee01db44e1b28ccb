import {
  HistoryPage,
  loadHistoryPage,
  loadProductReviews,
  paths,
  productRequestOf,
} from '@pricetrail/pages';
import { lookupKeywords } from '@pricetrail/services';
import { redirect } from 'react-router-dom';
import type { LoadingRoute, RouteLoad } from './routeModule';

// The product (or the link to resolve) from the route's `:dpid` or its query, as the page reads
// it. A search box sent without JavaScript lands here (`?url=`): words without a link are a
// catalogue search, which the list page answers.
const loadProduct: RouteLoad = async (root, { params, request }) => {
  const asked = productRequestOf(params.dpid, new URL(request.url).searchParams);
  const keywords = asked.kind === 'url' ? await lookupKeywords(asked.url) : undefined;
  if (keywords) throw redirect(paths.productSearch(keywords));
  return loadHistoryPage(root, asked);
};

/** `/trend/history` and `/trend/:dpid.html`. */
export const HistoryRoute: LoadingRoute = {
  Component: () => <HistoryPage />,
  load: loadProduct,
};

/** `/crc64/dp{dpid}` and `/crc64/dp{dpid}/trend`. */
export const ProductRoute: LoadingRoute = {
  Component: () => <HistoryPage hasTabs />,
  load: loadProduct,
};

/** `/crc64/dp{dpid}/where_buy`. */
export const WhereBuyRoute: LoadingRoute = {
  Component: () => <HistoryPage view="where_buy" hasTabs />,
  load: loadProduct,
};

/** `/crc64/dp{dpid}/desc`. */
export const DescRoute: LoadingRoute = {
  Component: () => <HistoryPage view="desc" hasTabs />,
  load: loadProduct,
};

/**
 * `/crc64/dp{dpid}/reviews`: the product and its 晒单 and reviews. New ones appear without a new
 * price, so the server renders the tab afresh (it names no product to be kept by).
 */
export const ReviewsRoute: LoadingRoute = {
  Component: () => <HistoryPage view="reviews" hasTabs />,
  load: async (root, args) => {
    const asked = productRequestOf(args.params.dpid, new URL(args.request.url).searchParams);
    const [{ isMissing }] = await Promise.all([
      loadProduct(root, args),
      asked.kind === 'dpId' && loadProductReviews(root, asked.dpId),
    ]);
    return { isMissing };
  },
};

// Loaded from here, so the parts it shares with the history page stay in this chunk instead of
// being split into chunks of their own that the history page would also pay for.
/** Loads `/jd_enhance`'s route. */
export const loadJdEnhance = () => import('./jdEnhance');
/** Loads `/ext/trend`'s route. */
export const loadExtTrend = () => import('./extTrend');
