import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import type {
  PromotionListPage,
  PromotionListQuery,
  LowestItem,
  PromotionsApiClient,
} from './promotionTypes';
import type { PromotionsStatus } from './PromotionsStore';

/** The error line of a list that failed to load. */
export const MSG_LOWEST_FAILED = '历史低价加载失败，请稍后重试';

/** The historical-low list (`/promotion/lowest`): products at their lowest today, a page at a time. */
export class LowestStore {
  /** The query of the page shown (or loading). */
  query: PromotionListQuery | undefined = undefined;
  /** The last page; kept on screen while the next one loads. */
  result: PromotionListPage<LowestItem> | undefined = undefined;
  /** Loading state. */
  status: PromotionsStatus = 'idle';
  /** The Chinese error line. */
  message: string | undefined = undefined;

  private generation = 0;

  constructor(
    private readonly root: RootStore,
    private readonly api: PromotionsApiClient,
  ) {
    makeAutoObservable<this, 'root' | 'api' | 'generation'>(
      this,
      { root: false, api: false, generation: false },
      { autoBind: true },
    );
  }

  /** Loads the page for the query; a newer load wins. */
  load = flow(function* (this: LowestStore, query: PromotionListQuery) {
    this.generation += 1;
    const generation = this.generation;
    this.query = query;
    this.status = 'loading';
    this.message = undefined;
    try {
      const page = (yield this.api.lowest(query)) as PromotionListPage<LowestItem>;
      if (generation !== this.generation) return;
      this.result = page;
      this.status = 'ready';
    } catch {
      if (generation !== this.generation) return;
      this.status = 'error';
      this.message = MSG_LOWEST_FAILED;
    }
  });
}
