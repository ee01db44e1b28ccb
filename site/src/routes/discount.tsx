import { DiscountPage, loadDiscountPage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/home/discount` and `/home/discount/:class`: the deals the address asks for, with their links to
 * 好价 posts, are in the server's HTML. They change with every price, so the server renders them
 * afresh (they depend on nothing kept); an unknown category answers 404.
 */
export const DiscountRoute: LoadingRoute = {
  Component: DiscountPage,
  load: (root, { params, request }) =>
    loadDiscountPage(root, params.class, new URL(request.url).searchParams),
};
