import {
  BROWSER_PUSH_DEVICE,
  PricesApi,
  createBrowserNavigator,
  createFetchHttp,
  createRootStore,
  type RootStore,
} from '@pricetrail/services';
import { browserStorage } from './browserStorage';
import type { PageState } from './pageState';

/**
 * Builds the site's root store over the real HTTP client, navigating through the router, from the
 * state the server rendered into the page when it did.
 */
export function createSiteStore(
  navigate: (path: string, options: { readonly replace: boolean }) => void,
  state: PageState | undefined,
): RootStore {
  const http = createFetchHttp({
    loadFull: () => import('./fullHttp').then(({ createFullHttp }) => createFullHttp()),
  });
  return createRootStore({
    http,
    prices: new PricesApi(http),
    storage: browserStorage('localStorage'),
    tabStorage: browserStorage('sessionStorage'),
    now: Date.now,
    navigate: createBrowserNavigator(navigate, window.location),
    origin: window.location.origin,
    publicOrigin: state?.publicOrigin,
    pushDevice: BROWSER_PUSH_DEVICE,
  });
}
