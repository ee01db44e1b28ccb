import { flow, makeAutoObservable } from 'mobx';
import type { CategoryInfo, PricesApiClient, ProductPage } from '../api/priceTypes';
import { toSearchQuery, type ListQuery } from './listQuery';
import type { RootStore } from '../root/RootStore';

/** Where a list is: nothing asked yet, loading, showing, or failed. */
export type CategoryStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The error line of a list that failed to load. */
export const MSG_LIST_FAILED = '商品列表加载失败，请稍后重试';

/** A category's (or the whole catalogue's) product list: filters, order and one page of results. */
export class CategoryStore {
  /** Every category, for the name and the category links. */
  categories: readonly CategoryInfo[] = [];
  /** The query of the results shown (or loading). */
  query: ListQuery | undefined = undefined;
  /** The last page of results; kept on screen while the next one loads. */
  result: ProductPage | undefined = undefined;
  /** Loading state. */
  status: CategoryStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'generation'>(
      this,
      { root: false, api: false, generation: false },
      { autoBind: true },
    );
  }

  /** The category of the query, once the categories are known. */
  get category(): CategoryInfo | undefined {
    const slug = this.query?.slug;
    return slug ? this.categories.find((category) => category.slug === slug) : undefined;
  }

  /** The query names a category the catalogue does not have. */
  get isUnknownCategory(): boolean {
    return Boolean(this.query?.slug) && this.categories.length > 0 && !this.category;
  }

  /** Loads the categories (once) and the page of results for the query; a newer load wins. */
  load = flow(function* (this: CategoryStore, query: ListQuery) {
    this.generation += 1;
    const generation = this.generation;
    this.query = query;
    this.status = 'loading';
    this.message = undefined;
    const needsCategories = this.categories.length === 0;
    const [categories, page] = (yield Promise.allSettled([
      needsCategories ? this.api.categories() : Promise.resolve(this.categories),
      this.api.search(toSearchQuery(query)),
    ])) as [PromiseSettledResult<readonly CategoryInfo[]>, PromiseSettledResult<ProductPage>];
    if (generation !== this.generation) return;
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (page.status === 'fulfilled') {
      this.result = page.value;
      this.status = 'ready';
    } else {
      this.status = 'error';
      this.message = MSG_LIST_FAILED;
    }
  });
}
