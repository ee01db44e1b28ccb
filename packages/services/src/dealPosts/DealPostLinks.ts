import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { DealPost, DealPostPage, DealPostsApiClient } from './dealPostTypes';
import { LoadTurns } from '../stores/LoadTurns';

/** The deals list's links to posts: which of the shown products have an approved post. */
export class DealPostLinks {
  /** The newest approved post of each product asked about, by dp id. */
  postIds: ReadonlyMap<string, number> = new Map();

  private readonly turns = new LoadTurns();
  #asked: { key: string; loading: Promise<void> } | undefined;

  constructor(private readonly api: DealPostsApiClient) {
    makeAutoObservable<this, 'api' | 'turns'>(
      this,
      { api: false, turns: false },
      { autoBind: true },
    );
  }

  /**
   * Asks for the posts of these products unless they are the ones last asked for: the route's
   * loader, then the page, ask alike.
   */
  ensureLoaded(dpIds: readonly string[]): Promise<void> {
    const key = dpIds.join(' ');
    if (this.#asked?.key === key) return this.#asked.loading;
    const loading = this.load(dpIds);
    this.#asked = { key, loading };
    return loading;
  }

  /** Asks for the posts of these products (one page of the deals list); a newer ask wins. */
  load = flow(function* (this: DealPostLinks, dpIds: readonly string[]) {
    const isNewest = this.turns.next();
    if (dpIds.length === 0) return;
    try {
      const page = (yield this.api.list({ page: 1, dpIds })) as DealPostPage;
      if (!isNewest()) return;
      const ids = new Map<string, number>();
      // Newest first: the first post of a product is the one to link.
      for (const post of page.items as readonly DealPost[]) {
        if (!ids.has(post.product.dpId)) ids.set(post.product.dpId, post.id);
      }
      this.postIds = ids;
    } catch {
      // Links to posts are extra: the deals list works without them.
    }
  });
}

/** The deals page's links to posts: one, following the page of deals it shows. */
export const dealPostLinksView = viewKind(
  'dealPostLinks',
  (root: RootStore) => new DealPostLinks(root.dealPosts),
);
