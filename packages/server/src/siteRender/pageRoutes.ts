import { matchSitePath } from '@pricetrail/core';

/** The HTTP status of a page path: 200 for a site route with valid parameters, 404 otherwise. */
export function pageStatus(url: string): 200 | 404 {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return matchSitePath(pathname) === 'ok' ? 200 : 404;
}
