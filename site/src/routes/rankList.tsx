import { RankListPage, loadRankListPage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/rank_list`: the list its address asks for is in the server's HTML. Rankings change every day,
 * so the server renders it afresh (it depends on nothing kept); an unknown category answers 404.
 */
export const RankListRoute: LoadingRoute = {
  Component: RankListPage,
  load: (root, { request }) => loadRankListPage(root, new URL(request.url).searchParams),
};
