import type { PromotionRule } from '@pricetrail/core';
import type { ProductInfo } from '../api/priceTypes';
import type { Page } from '../paging/page';

/** A store event (618, 双11, 年货节, 品牌日 …); times in epoch seconds. */
export interface PromotionEvent {
  /** The event's id (`/promotion/:id`). */
  readonly id: number;
  /** The store running it. */
  readonly siteId: number;
  /** Its name, e.g. '京东11.11'. */
  readonly name: string;
  /** Its kind: '618', '双11', '年货节', '品牌日', … */
  readonly kind: string;
  /** When it starts. */
  readonly startsAt: number;
  /** When it ends. */
  readonly endsAt: number;
  /** Running now, or still to come. */
  readonly status: 'current' | 'coming';
  /** Its rules, each read from the store's text or kept as that text. */
  readonly rules: readonly PromotionRule[];
  /** The event's page on the store's site. */
  readonly url: string | null;
  /** How many of our products take part. */
  readonly productCount: number;
  /** Generated demo data (演示数据). */
  readonly isDemo: boolean;
}

/** A product of an event, with its current and lowest price (fen). */
export interface PromotionProduct {
  /** The product. */
  readonly product: ProductInfo;
  /** Its current final price (到手价), when it has one. */
  readonly currentFinal: number | undefined;
  /** Its lowest price ever, when it has one. */
  readonly lowestPrice: number | undefined;
}

/** An event with all its products, as sample data holds it. */
export interface PromotionWithProducts extends PromotionEvent {
  /** Every product taking part. */
  readonly products: readonly PromotionProduct[];
}

/** One event with a page of its products (`GET /api/promotions/:id?page=`). */
export interface PromotionDetail extends PromotionEvent {
  /** Which page of the products this is (from 1). */
  readonly page: number;
  /** Products per page; `productCount` is their total. */
  readonly pageSize: number;
  /** This page of the products taking part. */
  readonly products: readonly PromotionProduct[];
}

/** A store coupon; money in fen, times in epoch seconds. */
export interface Coupon {
  /** The coupon's id. */
  readonly id: number;
  /** The store handing it out. */
  readonly siteId: number;
  /** 门槛: the spend it needs (0: none). */
  readonly threshold: number;
  /** How much it takes off. */
  readonly amount: number;
  /** From when it can be used. */
  readonly validFrom: number;
  /** Until when it can be used. */
  readonly validTo: number;
  /** Where to take it (领券), on the store's own site. */
  readonly url: string;
  /** The one product it is for (a 商品券); null for a store-wide or category coupon. */
  readonly dpId: string | null;
  /** That product's title. */
  readonly productTitle: string | null;
  /** The slug of the category it is for (a 品类券); null when not limited to one. */
  readonly category: string | null;
  /** That category's name. */
  readonly categoryName: string | null;
  /** The store's own wording. */
  readonly text: string | null;
  /** Generated demo data (演示数据). */
  readonly isDemo: boolean;
}

/** A product at its historical low today. */
export interface LowestItem extends PromotionProduct {
  /** The rules its current price was seen with. */
  readonly rules: readonly PromotionRule[];
}

/** A paged list's query. */
export interface PromotionListQuery {
  /** Page number, from 1. */
  readonly page: number;
  /** Only this store. */
  readonly siteId?: number;
  /** Only products a shopper can buy now (仅看有货), where the list offers it (历史低价). */
  readonly isInStockOnly?: boolean;
}

/** The promotions API; `PromotionsApi` talks HTTP, `FakePromotionsApi` answers from samples. */
export interface PromotionsApiClient {
  /** Current and coming events. */
  events(): Promise<readonly PromotionEvent[]>;
  /** One event with a page of its products; undefined when there is no such event. */
  event(id: number, page: number): Promise<PromotionDetail | undefined>;
  /** One page of the coupons not yet expired. */
  coupons(query: PromotionListQuery): Promise<Page<Coupon>>;
  /** One page of the products at their historical low today. */
  lowest(query: PromotionListQuery): Promise<Page<LowestItem>>;
}
