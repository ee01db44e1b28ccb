import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PricesApiClient, ProductDetail, ProductListItem } from '../api/priceTypes';
import { failureMessage } from '../login/failureMessage';

/** How many products a comparison takes. */
export const AI_COMPARE_MIN = 2;
/** At most this many products side by side. */
export const AI_COMPARE_MAX = 4;

const MAX_RESULTS = 8;

/** The products an AI page is about (their titles and prices) and the search that adds more. */
export class AiProductsStore {
  /** The loaded products by dp id. */
  readonly details = observable.map<string, ProductDetail>();
  /** Dp ids the catalogue does not know, or that failed to load. */
  readonly missing = observable.set<string>();
  /** The last search's results. */
  results: readonly ProductListItem[] = [];
  /** A search is running. */
  isSearching = false;
  /** Why the last search failed, in Chinese. */
  searchError: string | undefined = undefined;

  constructor(private readonly prices: PricesApiClient) {
    makeAutoObservable<this, 'prices'>(this, { prices: false }, { autoBind: true });
  }

  /** Loads the products not loaded yet. */
  async load(dpIds: readonly string[]): Promise<void> {
    const wanted = dpIds.filter((dpId) => !this.details.has(dpId) && !this.missing.has(dpId));
    await Promise.all(
      wanted.map(async (dpId) => {
        try {
          const detail = await this.prices.product(dpId);
          runInAction(() => this.details.set(dpId, detail));
        } catch {
          runInAction(() => this.missing.add(dpId));
        }
      }),
    );
  }

  /** Searches the catalogue by keywords; the results can be added to a comparison. */
  async search(query: string): Promise<void> {
    const q = query.trim();
    if (!q) return;
    this.isSearching = true;
    this.searchError = undefined;
    try {
      const page = await this.prices.search({ q, page: 1 });
      runInAction(() => {
        this.results = page.items.slice(0, MAX_RESULTS);
        if (page.items.length === 0) this.searchError = `没有找到与“${q}”相关的商品`;
      });
    } catch (error) {
      runInAction(() => {
        this.results = [];
        this.searchError = failureMessage(error);
      });
    } finally {
      runInAction(() => {
        this.isSearching = false;
      });
    }
  }
}
