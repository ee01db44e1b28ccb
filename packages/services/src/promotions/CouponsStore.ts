import { flow, makeAutoObservable } from 'mobx';
import type { RootStore } from '../root/RootStore';
import type {
  PromotionListPage,
  PromotionListQuery,
  Coupon,
  PromotionsApiClient,
} from './promotionTypes';
import type { PromotionsStatus } from './PromotionsStore';

/** The error line of a list that failed to load. */
export const MSG_COUPONS_FAILED = '优惠券加载失败，请稍后重试';

/** The coupon list (`/promotion/coupon`): coupons not yet expired, one store or all, a page at a time. */
export class CouponsStore {
  /** The query of the page shown (or loading). */
  query: PromotionListQuery | undefined = undefined;
  /** The last page; kept on screen while the next one loads. */
  result: PromotionListPage<Coupon> | undefined = undefined;
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
  load = flow(function* (this: CouponsStore, query: PromotionListQuery) {
    this.generation += 1;
    const generation = this.generation;
    this.query = query;
    this.status = 'loading';
    this.message = undefined;
    try {
      const page = (yield this.api.coupons(query)) as PromotionListPage<Coupon>;
      if (generation !== this.generation) return;
      this.result = page;
      this.status = 'ready';
    } catch {
      if (generation !== this.generation) return;
      this.status = 'error';
      this.message = MSG_COUPONS_FAILED;
    }
  });
}
