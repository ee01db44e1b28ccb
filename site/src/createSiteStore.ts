import {
  PricesApi,
  createAppStore,
  createBrowserNavigator,
  createFetchHttp,
  createRootStore,
  type AppStore,
} from '@pricetrail/services';

/** Builds the site's store over the real HTTP client, navigating through the router. */
export function createSiteStore(
  navigate: (path: string, options: { readonly replace: boolean }) => void,
): AppStore {
  const http = createFetchHttp({
    loadFull: () => import('./fullHttp').then(({ createFullHttp }) => createFullHttp()),
  });
  const root = createRootStore({
    http,
    storage: window.localStorage,
    now: Date.now,
    navigate: createBrowserNavigator(navigate, window.location),
    origin: window.location.origin,
  });
  return createAppStore({ root, prices: new PricesApi(http) });
}
