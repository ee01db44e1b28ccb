import { HomePage, loadHomePage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/home`: its categories and product lists are in the server's HTML. They change with every
 * product, so the server renders the page afresh (it depends on nothing kept).
 */
export const HomeRoute: LoadingRoute = {
  Component: HomePage,
  load: async (root) => {
    await loadHomePage(root);
    return {};
  },
};
