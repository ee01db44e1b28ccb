import type { PricesApiClient } from '../api/priceTypes';
import type { IdentityApiClient } from '../login/identityTypes';
import { lazyIdentityApi } from '../login/lazyIdentityApi';
import { browserLoginEnvironment, type LoginEnvironment } from '../login/loginEnvironment';
import { LoginStore } from '../login/LoginStore';
import type { RootStore } from '../root/RootStore';
import { HistoryStore } from './HistoryStore';
import { LinkLookupStore } from './LinkLookupStore';

/** What the site's store needs. */
export interface AppStoreDependencies {
  /** The root store (HTTP, storage, clock, errors, navigation). */
  readonly root: RootStore;
  /** The price API (real or fake). */
  readonly prices: PricesApiClient;
  /** The identity API; the real one over `root.http` by default, its code loaded on first use. */
  readonly identity?: IdentityApiClient;
  /** The browser as the login flows see it; the real one by default. */
  readonly loginEnvironment?: LoginEnvironment;
}

/** The site's stores: the root plus factories for the per-screen view stores. */
export class AppStore {
  /** The root store. */
  readonly root: RootStore;
  /** The price API. */
  readonly prices: PricesApiClient;
  /** The signed-in user and the login modal (spec §3 login store). */
  readonly login: LoginStore;

  constructor({ root, prices, identity, loginEnvironment }: AppStoreDependencies) {
    this.root = root;
    this.prices = prices;
    this.login = new LoginStore(
      root,
      identity ?? lazyIdentityApi(root.http),
      loginEnvironment ?? browserLoginEnvironment(),
    );
  }

  private prefetched: HistoryStore | undefined = undefined;

  /** Starts loading a product before its page code arrives (called from the route loader). */
  prefetchHistory(dpId: string): void {
    const store = this.createHistoryStore();
    void store.load(dpId);
    this.prefetched = store;
  }

  /** The history store for a page: the prefetched one when it is for this dp id, else a fresh one. */
  historyStoreFor(dpId: string | undefined): HistoryStore {
    const store = this.prefetched;
    this.prefetched = undefined;
    return store && dpId && store.dpId === dpId ? store : this.createHistoryStore();
  }

  /** A fresh price-history screen store. */
  createHistoryStore(): HistoryStore {
    return new HistoryStore(this.prices);
  }

  /** A fresh link lookup store. */
  createLinkLookupStore(): LinkLookupStore {
    return new LinkLookupStore(this.prices);
  }
}

/** Builds the site's store; once per app, story or test. */
export function createAppStore(dependencies: AppStoreDependencies): AppStore {
  return new AppStore(dependencies);
}
