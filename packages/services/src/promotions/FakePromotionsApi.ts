import { ServerError } from '../http/errors';
import { pageOf, type Page } from '../paging/page';
import type {
  Coupon,
  PromotionListQuery,
  LowestItem,
  PromotionDetail,
  PromotionEvent,
  PromotionsApiClient,
  PromotionWithProducts,
} from './promotionTypes';
import { SAMPLE_COUPONS, SAMPLE_EVENTS, SAMPLE_LOWEST } from './samplePromotions';

/** Options of {@link FakePromotionsApi}. */
export interface FakePromotionsOptions {
  /** The events to answer from; the sample events by default. */
  readonly events?: readonly PromotionWithProducts[];
  /** The coupons to answer from; the sample coupons by default. */
  readonly coupons?: readonly Coupon[];
  /** The historical lows to answer from; the sample ones by default. */
  readonly lowest?: readonly LowestItem[];
  /** Dp ids of historical lows a source says are not 有货, left out by 仅看有货. */
  readonly notInStock?: readonly string[];
  /** Answers that never arrive (for loading stories). */
  readonly isHanging?: boolean;
  /** Every answer fails with a server error (for error stories). */
  readonly isFailing?: boolean;
  /** Items per page; 20 by default. */
  readonly pageSize?: number;
}

/** The promotions API answered from sample data, for stories and tests. */
export class FakePromotionsApi implements PromotionsApiClient {
  /** Every list query asked, in order. */
  readonly queries: PromotionListQuery[] = [];

  constructor(private readonly options: FakePromotionsOptions = {}) {}

  /** The sample events. */
  events(): Promise<readonly PromotionEvent[]> {
    return this.#answer(() => this.options.events ?? SAMPLE_EVENTS);
  }

  /** One sample event with a page of its products; undefined for an unknown id. */
  event(id: number, page: number): Promise<PromotionDetail | undefined> {
    return this.#answer(() => {
      const event = (this.options.events ?? SAMPLE_EVENTS).find((e) => e.id === id);
      if (!event) return undefined;
      const pageSize = this.options.pageSize ?? 20;
      const start = (page - 1) * pageSize;
      return { ...event, page, pageSize, products: event.products.slice(start, start + pageSize) };
    });
  }

  /** One page of the sample coupons, of one store or all. */
  coupons(query: PromotionListQuery): Promise<Page<Coupon>> {
    return this.#page(this.options.coupons ?? SAMPLE_COUPONS, query, (c) => c.siteId);
  }

  /** One page of the sample historical lows, of one store or all, 仅看有货 when asked. */
  lowest(query: PromotionListQuery): Promise<Page<LowestItem>> {
    const notInStock = new Set(query.isInStockOnly ? (this.options.notInStock ?? []) : []);
    const lows = (this.options.lowest ?? SAMPLE_LOWEST).filter(
      (item) => !notInStock.has(item.product.dpId),
    );
    return this.#page(lows, query, (item) => item.product.siteId);
  }

  #page<T>(all: readonly T[], query: PromotionListQuery, siteOf: (item: T) => number) {
    this.queries.push(query);
    return this.#answer((): Page<T> => {
      const pageSize = this.options.pageSize ?? 20;
      const items = all.filter(
        (item) => query.siteId === undefined || siteOf(item) === query.siteId,
      );
      return pageOf(items, query.page, pageSize);
    });
  }

  #answer<T>(value: () => T): Promise<T> {
    if (this.options.isHanging) return new Promise<T>(() => undefined);
    if (this.options.isFailing) return Promise.reject(new ServerError(500, '服务器繁忙', 500));
    return Promise.resolve(value());
  }
}
