import { Suspense, lazy } from 'react';

const RouteError = lazy(() =>
  import('./RouteError').then(({ RouteError }) => ({ default: RouteError })),
);

/** The route error view (404s, failures), whose code loads only when a route fails. */
export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}
