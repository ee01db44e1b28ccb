import { flow, makeAutoObservable } from 'mobx';
import type { CategoryInfo, PricesApiClient } from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import type { RankedItem, RankingQuery, RankingsApiClient } from './rankingTypes';

/** Where a ranking is: nothing asked yet, loading, showing, or failed. */
export type RankingsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The error line of a ranking that failed to load. */
export const MSG_RANKINGS_FAILED = '榜单加载失败，请稍后重试';

/** The rankings screen: one list, overall or of one category. */
export class RankingsStore {
  /** Every category, for the category chips. */
  categories: readonly CategoryInfo[] = [];
  /** The query of the list shown (or loading). */
  query: RankingQuery | undefined = undefined;
  /** The list shown; cleared when another list or category loads. */
  items: readonly RankedItem[] | undefined = undefined;
  /** Loading state. */
  status: RankingsStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: RankingsApiClient,
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

  /** Loads the categories (once) and the list for the query; a newer load wins. */
  load = flow(function* (this: RankingsStore, query: RankingQuery) {
    this.generation += 1;
    const generation = this.generation;
    this.query = query;
    this.items = undefined;
    this.status = 'loading';
    this.message = undefined;
    const needsCategories = this.categories.length === 0;
    const [categories, items] = (yield Promise.allSettled([
      needsCategories ? this.prices.categories() : Promise.resolve(this.categories),
      this.api.list(query),
    ])) as [
      PromiseSettledResult<readonly CategoryInfo[]>,
      PromiseSettledResult<readonly RankedItem[]>,
    ];
    if (generation !== this.generation) return;
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (items.status === 'fulfilled') {
      this.items = items.value;
      this.status = 'ready';
    } else {
      this.status = 'error';
      this.message = MSG_RANKINGS_FAILED;
    }
  });
}
