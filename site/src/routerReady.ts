import type { DataRouter } from 'react-router-dom';

/**
 * Resolves once the router has loaded the first page's route code and data: the browser's first
 * render must show what the server rendered, not a loading state, to hydrate without a mismatch.
 */
export function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
