import { flow, makeAutoObservable, observableRef } from 'mobx';
import type { Page } from '../paging/page';
import type {
  CategoryInfo,
  PricesApiClient,
  ProductListItem,
  ProductPage,
} from '../api/priceTypes';
import type { LowestItem, PromotionsApiClient } from '../promotions/promotionTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';

// Products per section of the home page.
const SECTION_SIZE = 8;

/** A new historical low as a card of the product grid. */
function listItemOfLow({ product, currentFinal }: LowestItem): ProductListItem {
  return { product, price: currentFinal ?? 0, isLowest: true };
}

/** The home screen: categories and the product lists, 历史低价 without the drops above it. */
export class HomeStore {
  /** Every category. */
  categories: readonly CategoryInfo[] = [];
  /** Today's products (biggest real drops first). */
  items: readonly ProductListItem[] = [];
  /** Products that came down to their historical low lately (`/api/lowest`), newest lows first. */
  newLows: readonly ProductListItem[] = [];
  /** Loading state. */
  isLoading = false;
  /** The Chinese error line. */
  error: string | undefined = undefined;

  #loaded: Promise<void> | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
    private readonly promotions: PromotionsApiClient,
  ) {
    // The lists are replaced whole, never changed in place: observing each product's fields deeply
    // would copy a page of answers into observables on every load (the page's hydration paid it).
    makeAutoObservable<this, 'root' | 'api' | 'promotions'>(
      this,
      {
        root: false,
        api: false,
        promotions: false,
        categories: observableRef,
        items: observableRef,
        newLows: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Biggest drops by percentage: 今日真降价. */
  get drops(): readonly ProductListItem[] {
    const drop = (item: ProductListItem) =>
      item.listPrice ? (item.listPrice - item.price) / item.listPrice : 0;
    return [...this.items].sort((a, b) => drop(b) - drop(a)).slice(0, SECTION_SIZE);
  }

  /** New historical lows (历史低价), none of them already among 今日真降价 above. */
  get lows(): readonly ProductListItem[] {
    const shown = new Set(this.drops.map((item) => item.product.dpId));
    return this.newLows.filter((item) => !shown.has(item.product.dpId)).slice(0, SECTION_SIZE);
  }

  /** Most sold. */
  get popular(): readonly ProductListItem[] {
    return [...this.items]
      .sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0))
      .slice(0, SECTION_SIZE);
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

  /** Loads categories and lists; any may fail without hiding the others. */
  load = flow(function* (this: HomeStore) {
    this.isLoading = true;
    this.error = undefined;
    const [categories, page, lows] = (yield Promise.allSettled([
      this.api.categories(),
      this.api.search({ page: 1 }),
      this.promotions.lowest({ page: 1 }),
    ])) as [
      PromiseSettledResult<readonly CategoryInfo[]>,
      PromiseSettledResult<ProductPage>,
      PromiseSettledResult<Page<LowestItem>>,
    ];
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (page.status === 'fulfilled') this.items = page.value.items;
    if (lows.status === 'fulfilled') this.newLows = lows.value.items.map(listItemOfLow);
    if (categories.status === 'rejected' && page.status === 'rejected') {
      this.error = '商品列表加载失败，请稍后重试';
    }
    this.isLoading = false;
  });
}

/** The home page's store: one, refreshed on each visit, its last lists shown meanwhile. */
export const homeView = viewKind(
  'home',
  (root: RootStore) => new HomeStore(root, root.prices, root.promotions),
);
