import {
  FakePricesApi,
  createAppStore,
  createTestRootStore,
  type AppStore,
  type FakePricesApiOptions,
  type Navigator,
  type PricesApiClient,
} from '@pricetrail/services';

/** A fresh site store over the fake price API (or `prices`) and shared sample data, for one story or test. */
export function createPageStore(
  options: FakePricesApiOptions = {},
  navigate?: Navigator,
  prices: PricesApiClient = new FakePricesApi(options),
): AppStore {
  const root = createTestRootStore(navigate ? { navigate, origin: window.location.origin } : {});
  return createAppStore({ root, prices });
}
