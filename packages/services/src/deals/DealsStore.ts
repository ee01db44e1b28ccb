import { flow, makeAutoObservable } from 'mobx';
import type { CategoryInfo, PricesApiClient } from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import type { DealPage, DealQuery, DealsApiClient } from './dealTypes';

/** Where the deals list is: nothing asked yet, loading, showing, or failed. */
export type DealsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The error line of a deals list that failed to load. */
export const MSG_DEALS_FAILED = '好价列表加载失败，请稍后重试';

/** The deals screen: today's deals or fake cuts, filters, order and one page. */
export class DealsStore {
  /** Every category, for the category links and the title. */
  categories: readonly CategoryInfo[] = [];
  /** The query of the results shown (or loading). */
  query: DealQuery | undefined = undefined;
  /** The last page; kept on screen while the next one loads. */
  result: DealPage | undefined = undefined;
  /** Loading state. */
  status: DealsStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: DealsApiClient,
    private readonly prices: PricesApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'prices' | 'generation'>(
      this,
      { root: false, api: false, prices: false, generation: false },
      { autoBind: true },
    );
  }

  /** The category of the query, once the categories are known. */
  get category(): CategoryInfo | undefined {
    const slug = this.query?.class;
    return slug ? this.categories.find((category) => category.slug === slug) : undefined;
  }

  /** The query names a category the catalogue does not have. */
  get isUnknownCategory(): boolean {
    return Boolean(this.query?.class) && this.categories.length > 0 && !this.category;
  }

  /** Loads the categories (once) and the page for the query; a newer load wins. */
  load = flow(function* (this: DealsStore, query: DealQuery) {
    this.generation += 1;
    const generation = this.generation;
    if (this.query?.view !== query.view) this.result = undefined;
    this.query = query;
    this.status = 'loading';
    this.message = undefined;
    const needsCategories = this.categories.length === 0;
    const [categories, page] = (yield Promise.allSettled([
      needsCategories ? this.prices.categories() : Promise.resolve(this.categories),
      this.api.list(query),
    ])) as [PromiseSettledResult<readonly CategoryInfo[]>, PromiseSettledResult<DealPage>];
    if (generation !== this.generation) return;
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (page.status === 'fulfilled') {
      this.result = page.value;
      this.status = 'ready';
    } else {
      this.status = 'error';
      this.message = MSG_DEALS_FAILED;
    }
  });
}
