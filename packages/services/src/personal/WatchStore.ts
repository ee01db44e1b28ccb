import { flow, makeAutoObservable } from 'mobx';
import { AuthenticationRequiredError } from '../http/errors';
import { applyWatchChanges } from './applyWatchChanges';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { askToSignInFor, takePendingWatch } from './pendingWatch';
import type { PersonalApiClient, WatchChanges, WatchItem } from './personalTypes';
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

/** What the product page's 降价提醒 form asks for. */
export interface WatchChoice {
  /** The target price typed, in yuan; '' for any drop. */
  readonly targetPrice: string;
  /** Judge it on the same goods' cheapest price in every store (全网同款). */
  readonly allStores: boolean;
}

/** A checked choice, as sent. */
interface CheckedChoice {
  readonly targetPrice: number | null;
  readonly allStores: boolean;
}

/** The 收藏 to remember across a sign-in; 全网同款 only when chosen. */
function pendingOf(dpId: string, { targetPrice, allStores }: CheckedChoice) {
  return { dpId, targetPrice, ...(allStores && { allStores }) };
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
   * Saves the product, or sets the saved item's target and its 全网同款 cover: the target is checked
   * against today's price. A visitor is sent to sign in with the 收藏 remembered.
   */
  save = flow(function* (this: WatchStore, choice: WatchChoice, price: WatchPrice = {}) {
    if (this.state === 'saving') return;
    const target = checkTargetPrice(choice.targetPrice, price.currentPrice, price.siteId);
    this.targetError = target.ok ? null : target.message;
    if (!target.ok) return;
    const checked: CheckedChoice = { targetPrice: target.value, allStores: choice.allStores };
    if (!mayBeSignedIn(this.root)) {
      askToSignInFor(this.root, pendingOf(this.dpId, checked));
      return;
    }
    yield this.send(checked);
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
    if (pending && this.state !== 'saving') {
      yield this.send({ targetPrice: pending.targetPrice, allStores: pending.allStores ?? false });
    }
  });

  private send = flow(function* (this: WatchStore, choice: CheckedChoice) {
    const saved = this.item;
    const { targetPrice, allStores } = choice;
    // The price box speaks of a target only. Without one it leaves a 降幅 or 历史新低 condition
    // chosen in the collection dialog as it is; it clears only a target, to any drop.
    const keepsCondition = saved !== null && targetPrice === null && saved.alert !== 'target';
    const cover = allStores !== (saved?.allStores ?? false) ? { allStores } : {};
    if (keepsCondition && !('allStores' in cover)) {
      this.state = 'saved';
      return;
    }
    const changes: WatchChanges = keepsCondition
      ? cover
      : { targetPrice, alert: targetPrice === null ? 'drop' : 'target', ...cover };
    this.saves += 1;
    this.state = 'saving';
    this.error = null;
    try {
      this.item = saved
        ? (((yield this.api.updateCollectionItem(saved.id, changes)) as WatchItem | null) ??
          applyWatchChanges(saved, changes))
        : ((yield this.api.addToCollection(
            this.dpId,
            targetPrice === null ? cover : changes,
          )) as WatchItem);
      this.state = 'saved';
      if (!saved) void this.root.login.loadCounts(true);
    } catch (error) {
      if (error instanceof AuthenticationRequiredError) {
        // The session cookie was stale: ask for a sign-in, as for any visitor.
        this.state = saved ? 'saved' : 'idle';
        askToSignInFor(this.root, pendingOf(this.dpId, choice));
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
