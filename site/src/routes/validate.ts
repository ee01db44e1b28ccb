import { matchSitePath } from '@pricetrail/core';
import { data, type LoaderFunctionArgs } from 'react-router-dom';

/** The `statusText` of a 404 thrown by a failed parameter check. */
export const INVALID_ROUTE = 'invalid route';
/** The `statusText` of a 404 thrown for a path no route matches. */
export const UNKNOWN_ROUTE = 'unknown route';

/** Route middleware: throws a 404 when the path's parameter check fails (behaviour.md §2). */
export function validateRoute({ request }: LoaderFunctionArgs): null {
  const { pathname } = new URL(request.url);
  if (matchSitePath(pathname) !== 'ok') {
    throw data(null, { status: 404, statusText: INVALID_ROUTE });
  }
  return null;
}

/** The catch-all middleware: an unknown route raises a 404 error (behaviour.md §8). */
export function rejectUnknownRoute(): never {
  throw data(null, { status: 404, statusText: UNKNOWN_ROUTE });
}
