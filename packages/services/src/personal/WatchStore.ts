import { flow, makeAutoObservable } from 'mobx';
import { AuthenticationRequiredError } from '../http/errors';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { askToSignInFor, takePendingWatch } from './pendingWatch';
import type { PersonalApiClient, WatchItem } from './personalTypes';
import { mayBeSignedIn, personalFailure } from './personalStatus';
import { checkTargetPrice } from './targetPrice';

/** The 收藏 button's state: not saved, on its way, saved, or the last attempt failed. */
export type WatchState = 'idle' | 'saving' | 'saved' | 'error';

/** What the product page knows of the price, for checking a target. */
export interface WatchPrice {
  /** Today's final price in fen, when known. */
  readonly currentPrice?: number | null;
  /** The store, for the currency in messages. */
  readonly siteId?: number;
}

/**
 * A product page's 收藏 / 降价提醒: saves the product (with an optional target below today's
 * price) or changes the target once saved. A visitor is asked to sign in through the login modal;
 * the 收藏 is remembered in this tab and done when the page comes back signed in.
 */
export class WatchStore {
  /** Where the 收藏 stands. */
  state: WatchState = 'idle';
  /** The saved item, once saved. */
  item: WatchItem | null = null;
  /** Why the last attempt failed (state 'error'). */
  error: string | null = null;
  /** What is wrong with the target price typed. */
  targetError: string | null = null;

  // Counts the saves begun, so a read that was overtaken by one leaves its outcome alone.
  private saves = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PersonalApiClient,
    /** The product. */
    readonly dpId: string,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'saves'>(
      this,
      { root: false, api: false, dpId: false, saves: false },
      { autoBind: true },
    );
  }

  /**
   * Saves the product, or sets the saved item's target: `targetText` in yuan ('' for any drop),
   * checked against today's price. A visitor is sent to sign in with the 收藏 remembered.
   */
  save = flow(function* (this: WatchStore, targetText: string, price: WatchPrice = {}) {
    if (this.state === 'saving') return;
    const target = checkTargetPrice(targetText, price.currentPrice, price.siteId);
    this.targetError = target.ok ? null : target.message;
    if (!target.ok) return;
    if (!mayBeSignedIn(this.root)) {
      askToSignInFor(this.root, { dpId: this.dpId, targetPrice: target.value });
      return;
    }
    yield this.send(target.value);
  });

  /**
   * Reads whether the shopper has saved this product, and its condition (call in the browser once
   * the page is live: the server's page is a visitor's). A visitor asks nothing; a failed read
   * leaves what is shown, and 收藏 pressed on a saved product changes nothing on the server.
   */
  load = flow(function* (this: WatchStore) {
    if (this.state === 'saving' || !mayBeSignedIn(this.root)) return;
    const savesBefore = this.saves;
    try {
      const item = (yield this.api.watchOf(this.dpId)) as WatchItem | null;
      if (this.saves !== savesBefore) return;
      this.item = item;
      this.state = item ? 'saved' : 'idle';
      this.error = null;
    } catch {
      // Left as it was: the page still offers 收藏.
    }
  });

  /** Finishes a 收藏 remembered before sign-in, if this product has one (call once signed in). */
  resume = flow(function* (this: WatchStore) {
    const pending = takePendingWatch(this.root, [this.dpId]);
    if (pending && this.state !== 'saving') yield this.send(pending.targetPrice);
  });

  private send = flow(function* (this: WatchStore, targetPrice: number | null) {
    const saved = this.item;
    // The price box speaks of a target only. Without one it leaves a 降幅 or 历史新低 condition
    // chosen in the collection dialog as it is; it clears only a target, to any drop.
    if (saved && targetPrice === null && saved.alert !== 'target') {
      this.state = 'saved';
      return;
    }
    const changes = { targetPrice, alert: targetPrice === null ? 'drop' : 'target' } as const;
    this.saves += 1;
    this.state = 'saving';
    this.error = null;
    try {
      this.item = saved
        ? (((yield this.api.updateCollectionItem(saved.id, changes)) as WatchItem | null) ?? {
            ...saved,
            ...changes,
          })
        : ((yield this.api.addToCollection(
            this.dpId,
            targetPrice === null ? {} : changes,
          )) as WatchItem);
      this.state = 'saved';
      if (!saved) void this.root.login.loadCounts(true);
    } catch (error) {
      if (error instanceof AuthenticationRequiredError) {
        // The session cookie was stale: ask for a sign-in, as for any visitor.
        this.state = saved ? 'saved' : 'idle';
        askToSignInFor(this.root, { dpId: this.dpId, targetPrice });
        return;
      }
      this.state = 'error';
      this.error = personalFailure(error).message;
    }
  });
}

/**
 * The product page's 收藏 of a product, by dp id: kept for a few products, so a shopper coming back
 * to one sees 已收藏 at once while it is read again.
 */
export const watchView = viewKind(
  'watch',
  (root: RootStore, dpId: string) => new WatchStore(root, root.personal, dpId),
  8,
);
