import {
  FakePricesApi,
  createAppStore,
  createTestRootStore,
  type AppStore,
  type FakePricesApiOptions,
  type Navigator,
} from '@pricetrail/services';

/** A fresh site store over the fake price API and shared sample data, for one story or test. */
export function createPageStore(
  options: FakePricesApiOptions = {},
  navigate?: Navigator,
): AppStore {
  const root = createTestRootStore(navigate ? { navigate, origin: window.location.origin } : {});
  return createAppStore({ root, prices: new FakePricesApi(options) });
}
