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
import { primedFetch } from './primedFetch';

/** The site's root store, and what ends the page's first load. */
export interface SiteStore {
  /** The root store. */
  readonly store: RootStore;
  /** Forgets what the server rendered the page from: later loads ask the network. */
  readonly releasePageState: () => void;
}

/**
 * Builds the site's root store over the real HTTP client, navigating through the router. A page
 * the server rendered hands over its state: the public origin, and the API answers it was
 * rendered from, which the first load's requests get again without asking the network.
 */
export function createSiteStore(
  navigate: (path: string, options: { readonly replace: boolean }) => void,
  state: PageState | undefined,
): SiteStore {
  const primed = primedFetch(state?.answers ?? {}, (...args) => fetch(...args));
  const http = createFetchHttp({
    fetch: primed.fetch,
    loadFull: () => import('./fullHttp').then(({ createFullHttp }) => createFullHttp()),
  });
  const store = createRootStore({
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
  return { store, releasePageState: primed.release };
}
