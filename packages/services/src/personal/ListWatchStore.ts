import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { askToSignInFor, takePendingWatch } from './pendingWatch';
import type { PersonalApiClient } from './personalTypes';
import { mayBeSignedIn, personalFailure } from './personalStatus';
import type { WatchState } from './WatchStore';

/**
 * The 收藏 on a list page's cards: which products are saved (one request per page), saving one,
 * and the server's line when it refuses. A visitor is asked to sign in with the 收藏 remembered in
 * this tab, as on the product page; it is done when the list comes back signed in.
 */
export class ListWatchStore {
  private loads = 0;

  private readonly states = new Map<string, WatchState>();
  private readonly errors = new Map<string, string>();
  /** The products already asked about (or being asked about). */
  private readonly asked = new Set<string>();

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'asked'>(
      this,
      { root: false, api: false, asked: false },
      { autoBind: true },
    );
  }

  /** Whether saved products are still being read: the cards wait, so none flips to 已收藏. */
  get isLoading(): boolean {
    return this.loads > 0;
  }

  /** Where the 收藏 of this product stands. */
  stateOf(dpId: string): WatchState {
    return this.states.get(dpId) ?? 'idle';
  }

  /** Why the last 收藏 of this product failed; null when it did not. */
  errorOf(dpId: string): string | null {
    return this.errors.get(dpId) ?? null;
  }

  /**
   * Reads which of the shown products are saved: one request for those not asked about before
   * (a page of cards at a time), none for a visitor.
   */
  load = flow(function* (this: ListWatchStore, dpIds: readonly string[]) {
    const fresh = dpIds.filter((dpId) => !this.asked.has(dpId));
    if (fresh.length === 0 || !mayBeSignedIn(this.root)) return;
    for (const dpId of fresh) this.asked.add(dpId);
    this.loads += 1;
    try {
      const saved = (yield this.api.savedAmong(fresh)) as string[];
      for (const dpId of saved) {
        if (this.stateOf(dpId) === 'idle') this.states.set(dpId, 'saved');
      }
    } catch {
      // Left unknown, the cards offer 收藏: pressing it on a saved product changes nothing.
    } finally {
      this.loads -= 1;
    }
  });

  /** Saves the product (any drop alerts); a visitor is sent to sign in with it remembered. */
  save = flow(function* (this: ListWatchStore, dpId: string) {
    const state = this.stateOf(dpId);
    if (state === 'saving' || state === 'saved') return;
    if (!mayBeSignedIn(this.root)) {
      askToSignInFor(this.root, { dpId, targetPrice: null });
      return;
    }
    yield this.send(dpId, null);
  });

  /** Finishes a 收藏 remembered before sign-in if its product is one of these (call once signed in). */
  resume = flow(function* (this: ListWatchStore, dpIds: readonly string[]) {
    const pending = takePendingWatch(this.root, dpIds);
    if (pending && this.stateOf(pending.dpId) !== 'saving') {
      yield this.send(pending.dpId, pending.targetPrice);
    }
  });

  private send = flow(function* (this: ListWatchStore, dpId: string, targetPrice: number | null) {
    this.states.set(dpId, 'saving');
    this.errors.delete(dpId);
    try {
      yield this.api.addToCollection(dpId, targetPrice === null ? {} : { targetPrice });
      this.states.set(dpId, 'saved');
      void this.root.login.loadCounts(true);
    } catch (error) {
      const failure = personalFailure(error);
      if (failure.isSignedOut) {
        // The session cookie was stale: ask for a sign-in, as for any visitor.
        this.states.delete(dpId);
        askToSignInFor(this.root, { dpId, targetPrice });
        return;
      }
      this.states.set(dpId, 'error');
      this.errors.set(dpId, failure.message);
    }
  });
}

/** The 收藏 toggles of a product list; each list takes a fresh one. */
export const listWatchView = viewKind(
  'listWatch',
  (root: RootStore) => new ListWatchStore(root, root.personal),
);
