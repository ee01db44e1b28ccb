import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { PromotionEvent, PromotionsApiClient } from './promotionTypes';
import type { LoadStatus } from '../stores/loadStatus';

/** The error line of an event list that failed to load. */
export const MSG_PROMOTIONS_FAILED = '活动列表加载失败，请稍后重试';

/** The event list (`/promotion`, `/promotion/activity`): current and coming events. */
export class PromotionsStore {
  /** The events, current ones first. */
  events: readonly PromotionEvent[] = [];
  /** Loading state. */
  status: LoadStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  #loaded: Promise<void> | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PromotionsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api'>(this, { root: false, api: false }, { autoBind: true });
  }

  /** The events running now. */
  get current(): readonly PromotionEvent[] {
    return this.events.filter((event) => event.status === 'current');
  }

  /** The events still to come. */
  get coming(): readonly PromotionEvent[] {
    return this.events.filter((event) => event.status === 'coming');
  }

  /** Loads afresh (each visit to an events page); {@link ensureLoaded} then waits for this load. */
  refresh(): Promise<void> {
    this.#loaded = this.load();
    return this.#loaded;
  }

  /** Loads unless a load already started: the route's loader, then the page, ask alike. */
  ensureLoaded(): Promise<void> {
    return this.#loaded ?? this.refresh();
  }

  /** Loads the events; the events shown stay until the new ones arrive. */
  load = flow(function* (this: PromotionsStore) {
    // A page showing the events (the one left while the next one loads) keeps them meanwhile.
    if (this.status !== 'ready') this.status = 'loading';
    this.message = undefined;
    try {
      this.events = (yield this.api.events()) as readonly PromotionEvent[];
      this.status = 'ready';
    } catch {
      this.status = 'error';
      this.message = MSG_PROMOTIONS_FAILED;
    }
  });
}

/** The events pages' store (`/promotion`, `/promotion/activity`): one, refreshed on each visit. */
export const promotionsView = viewKind(
  'promotions',
  (root: RootStore) => new PromotionsStore(root, root.promotions),
);
