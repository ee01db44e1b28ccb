import { HistoryStore } from '../stores/HistoryStore';
import type { RootStore } from './RootStore';

/**
 * Builds the view store the site's entry holds anyway: the history page's, which a route loader
 * starts before the page's code arrives. Every other screen (the 查历史价 box too) builds its store
 * as `new XStore(root, root.api)` in its own lazily loaded code, so the entry stays within its
 * budget (docs/benchmarks.md).
 */
export class ViewStores {
  private prefetched: HistoryStore | undefined = undefined;

  constructor(private readonly root: RootStore) {}

  /** Starts loading a product before its page code arrives (called from the route loader). */
  prefetchHistory(dpId: string): void {
    const store = new HistoryStore(this.root, this.root.prices);
    void store.load(dpId);
    this.prefetched = store;
  }

  /** The price-history screen: the prefetched store when it is for this dp id, else a fresh one. */
  history(dpId: string | undefined): HistoryStore {
    const store = this.prefetched;
    this.prefetched = undefined;
    return store && dpId && store.dpId === dpId
      ? store
      : new HistoryStore(this.root, this.root.prices);
  }
}
