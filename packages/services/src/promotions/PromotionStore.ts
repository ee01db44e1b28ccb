import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import type { PromotionDetail, PromotionsApiClient } from './promotionTypes';
import { LoadTurns } from '../stores/LoadTurns';

/** Where the event screen is; `missing` when there is no such event. */
export type PromotionStatus = 'idle' | 'loading' | 'ready' | 'missing' | 'error';

/** The error line of an event that failed to load. */
export const MSG_PROMOTION_FAILED = '活动加载失败，请稍后重试';

/** One event's screen (`/promotion/:id`): its dates, rules and a page of its products. */
export class PromotionStore {
  /** The event, once loaded. */
  event: PromotionDetail | undefined = undefined;
  /** Loading state. */
  status: PromotionStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private readonly turns = new LoadTurns();
  #asked: { key: string; loading: Promise<void> } | undefined;

  constructor(
    private readonly root: RootStore,
    private readonly api: PromotionsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'turns'>(
      this,
      { root: false, api: false, turns: false },
      { autoBind: true },
    );
  }

  /**
   * Loads the event with this id and that page of its products unless they were asked for last;
   * resolves once they show, are missing or failed (the route's loader and the page ask alike).
   */
  ensureLoaded(id: number, page: number): Promise<void> {
    const key = `${id}/${page}`;
    if (this.#asked?.key !== key) this.#asked = { key, loading: this.load(id, page) };
    return this.#asked.loading;
  }

  /** Loads the event with this id and that page of its products; a newer load wins. */
  load = flow(function* (this: PromotionStore, id: number, page: number) {
    const isNewest = this.turns.next();
    if (this.event?.id !== id) this.event = undefined;
    this.status = 'loading';
    this.message = undefined;
    try {
      const event = (yield this.api.event(id, page)) as PromotionDetail | undefined;
      if (!isNewest()) return;
      this.event = event;
      this.status = event ? 'ready' : 'missing';
    } catch {
      if (!isNewest()) return;
      this.status = 'error';
      this.message = MSG_PROMOTION_FAILED;
    }
  });
}

/** One event's store (`/promotion/:id`), by the event's id; the latest two kept. */
export const promotionView = viewKind<PromotionStore, number, RootStore>(
  'promotion',
  (root: RootStore) => new PromotionStore(root, root.promotions),
  2,
);
