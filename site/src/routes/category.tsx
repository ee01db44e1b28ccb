import { CategoryPage, loadCategoryPage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/home/:class` and `/crc64/list`: the list the address asks for is in the server's HTML. A list
 * changes with every product in it, so the server renders it afresh (it depends on nothing kept);
 * an unknown category answers 404.
 */
export const CategoryRoute: LoadingRoute = {
  Component: CategoryPage,
  load: (root, { params, request }) =>
    loadCategoryPage(root, params.class, new URL(request.url).searchParams),
};
