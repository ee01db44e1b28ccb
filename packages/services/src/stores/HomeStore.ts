import { flow, makeAutoObservable, observableRef } from 'mobx';
import type {
  CategoryInfo,
  PricesApiClient,
  ProductListItem,
  ProductPage,
} from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';

/** The home screen: categories and the product lists. */
export class HomeStore {
  /** Every category. */
  categories: readonly CategoryInfo[] = [];
  /** Today's products (biggest real drops first). */
  items: readonly ProductListItem[] = [];
  /** Loading state. */
  isLoading = false;
  /** The Chinese error line. */
  error: string | undefined = undefined;

  #loaded: Promise<void> | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    // The lists are replaced whole, never changed in place: observing each product's fields deeply
    // would copy a page of answers into observables on every load (the page's hydration paid it).
    makeAutoObservable<this, 'root' | 'api'>(
      this,
      { root: false, api: false, categories: observableRef, items: observableRef },
      { autoBind: true },
    );
  }

  /** Products at their all-time low. */
  get lows(): readonly ProductListItem[] {
    return this.items.filter((item) => item.isLowest);
  }

  /** Biggest drops by percentage. */
  get drops(): readonly ProductListItem[] {
    const drop = (item: ProductListItem) =>
      item.listPrice ? (item.listPrice - item.price) / item.listPrice : 0;
    return [...this.items].sort((a, b) => drop(b) - drop(a)).slice(0, 8);
  }

  /** Most sold. */
  get popular(): readonly ProductListItem[] {
    return [...this.items].sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0)).slice(0, 8);
  }

  /** Loads afresh (each visit to the page); {@link ensureLoaded} then waits for this load. */
  refresh(): Promise<void> {
    this.#loaded = this.load();
    return this.#loaded;
  }

  /** Loads unless a load already started: the route's loader, then the page, ask alike. */
  ensureLoaded(): Promise<void> {
    return this.#loaded ?? this.refresh();
  }

  /** Loads categories and lists; either may fail without hiding the other. */
  load = flow(function* (this: HomeStore) {
    this.isLoading = true;
    this.error = undefined;
    const [categories, page] = (yield Promise.allSettled([
      this.api.categories(),
      this.api.search({ page: 1 }),
    ])) as [PromiseSettledResult<readonly CategoryInfo[]>, PromiseSettledResult<ProductPage>];
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (page.status === 'fulfilled') this.items = page.value.items;
    if (categories.status === 'rejected' && page.status === 'rejected') {
      this.error = '商品列表加载失败，请稍后重试';
    }
    this.isLoading = false;
  });
}

/** The home page's store: one, refreshed on each visit, its last lists shown meanwhile. */
export const homeView = viewKind('home', (root: RootStore) => new HomeStore(root, root.prices));
