import { ShaidanPage, loadShaidanPage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/shaidan`: the page of 晒单 `?page=` asks for is in the server's HTML, as a visitor sees it. New
 * 晒单 and likes change it at any time, so the server renders it afresh (it depends on nothing kept).
 */
export const ShaidanRoute: LoadingRoute = {
  Component: ShaidanPage,
  load: async (root, { request }) => {
    await loadShaidanPage(root, new URL(request.url).searchParams);
    return {};
  },
};
