import { BaoliaoPage, DealPostPage, loadDealPostPage } from '@pricetrail/pages';
import type { LoadingRoute } from './routeModule';

/**
 * `/zhi/detail/:id`: the post is in the server's HTML as a visitor reads it; the viewer's own vote
 * and the comments come in the browser. Votes change it, so the server renders it afresh (it
 * depends on nothing kept); a post a visitor may not read answers 404.
 */
export const DealPostRoute: LoadingRoute = {
  Component: DealPostPage,
  load: (root, { params }) => loadDealPostPage(root, Number(params.id)),
};

/** `/zhi/baoliao`. */
export function BaoliaoRoute() {
  return <BaoliaoPage />;
}
