import { lazyPart } from '@pricetrail/pages';

/**
 * The route error view (404s, failures), whose code loads only when a route fails. A lazy part:
 * when the server rendered it, the browser loads its code before hydrating, so the 404 page's
 * search answers as soon as the page is live.
 */
export const LazyRouteError = lazyPart(
  'routeError',
  () => import('./RouteError'),
  (module) => module.RouteError,
);
