import { flow, makeAutoObservable, observableRef } from 'mobx';
import type { CategoryInfo } from '../api/priceTypes';
import type { LoadStatus } from './loadStatus';
import { LoadTurns } from './LoadTurns';

/** What a {@link ListPageStore} lists, and where it gets it. */
export interface ListPageSource<Q, P> {
  /** One page of results for a query. */
  page: (query: Q) => Promise<P>;
  /** Every category, for lists that can be narrowed to one. */
  categories?: () => Promise<readonly CategoryInfo[]>;
  /** The category slug a query names, if any. */
  slugOf?: (query: Q) => string | undefined;
  /** The Chinese error line of a page that failed to load. */
  failedMessage: string;
  /** Whether the next query shows another list, so the old page must not stay on screen. */
  isOtherList?: (previous: Q | undefined, next: Q) => boolean;
}

/** A list page: the query in its address, one page of results and, where it has them, the categories. */
export class ListPageStore<Q, P> {
  /** Every category, for the category links and the title. */
  categories: readonly CategoryInfo[] = [];
  /** The query of the results shown (or loading). */
  query: Q | undefined = undefined;
  /** The last page of results; kept on screen while the next one loads. */
  result: P | undefined = undefined;
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private readonly turns = new LoadTurns();
  #pending: { key: string; loading: Promise<void> } | undefined;

  constructor(private readonly source: ListPageSource<Q, P>) {
    // Answers are replaced whole, never changed in place: no deep copy into observables.
    makeAutoObservable<this, 'source' | 'turns'>(
      this,
      { source: false, turns: false, categories: observableRef, result: observableRef },
      { autoBind: true },
    );
  }

  /** The category slug the query names, if any. */
  get slug(): string | undefined {
    return this.query === undefined ? undefined : this.source.slugOf?.(this.query);
  }

  /** The category of the query, once the categories are known. */
  get category(): CategoryInfo | undefined {
    const slug = this.slug;
    return slug ? this.categories.find((category) => category.slug === slug) : undefined;
  }

  /** The query names a category the catalogue does not have. */
  get isUnknownCategory(): boolean {
    return Boolean(this.slug) && this.categories.length > 0 && !this.category;
  }

  /**
   * Loads the query's page unless it is the one shown or already loading; resolves once it shows
   * or failed (a route's loader and the page ask alike, and the page must not load it again).
   */
  ensureLoaded(query: Q): Promise<void> {
    const key = JSON.stringify(query);
    if (this.#pending?.key === key) return this.#pending.loading;
    if (this.status === 'ready' && JSON.stringify(this.query) === key) return Promise.resolve();
    const loading = this.load(query).finally(() => {
      if (this.#pending?.loading === loading) this.#pending = undefined;
    });
    this.#pending = { key, loading };
    return loading;
  }

  /** Loads the categories (once) and the page of results for the query; a newer load wins. */
  load = flow(function* (this: ListPageStore<Q, P>, query: Q) {
    const isNewest = this.turns.next();
    if (this.source.isOtherList?.(this.query, query)) this.result = undefined;
    this.query = query;
    this.status = 'loading';
    this.message = undefined;
    const loadCategories = this.categories.length === 0 ? this.source.categories : undefined;
    const [categories, page] = (yield Promise.allSettled([
      loadCategories ? loadCategories() : Promise.resolve(this.categories),
      this.source.page(query),
    ])) as [PromiseSettledResult<readonly CategoryInfo[]>, PromiseSettledResult<P>];
    if (!isNewest()) return;
    if (categories.status === 'fulfilled') this.categories = categories.value;
    if (page.status === 'fulfilled') {
      this.result = page.value;
      this.status = 'ready';
    } else {
      this.status = 'error';
      this.message = this.source.failedMessage;
    }
  });
}
