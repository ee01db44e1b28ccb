import { matchSitePattern, type SiteRoute } from '@pricetrail/core';
import { data, type LoaderFunctionArgs } from 'react-router-dom';

/** The `statusText` of a 404 thrown by a failed parameter check. */
export const INVALID_ROUTE = 'invalid route';
/** The `statusText` of a 404 thrown for a path no route matches. */
export const UNKNOWN_ROUTE = 'unknown route';

/**
 * Route middleware for the route of `pattern`: a loader that throws a 404 when the path's parameter
 * check fails (behaviour.md §2). A parent route checks the path's leading segments, its children's
 * are static.
 */
export function validateRoute(pattern: SiteRoute): (args: LoaderFunctionArgs) => null {
  const depth = pattern.split('/').filter(Boolean).length;
  return ({ request }) => {
    const segments = new URL(request.url).pathname.split('/').filter(Boolean);
    if (matchSitePattern(pattern, `/${segments.slice(0, depth).join('/')}`) !== 'ok') {
      throw data(null, { status: 404, statusText: INVALID_ROUTE });
    }
    return null;
  };
}

/** The catch-all middleware: an unknown route raises a 404 error (behaviour.md §8). */
export function rejectUnknownRoute(): never {
  throw data(null, { status: 404, statusText: UNKNOWN_ROUTE });
}
