import type { PromotionRule, WireAnswer } from '@pricetrail/core';
import type { Page } from '../paging/page';
import { NotFoundError } from '../http/errors';
import type { HttpClient } from '../http/HttpClient';
import { fromWireProduct, type WireProductWithSummary } from '../api/wire';
import type {
  Coupon,
  PromotionListQuery,
  LowestItem,
  PromotionDetail,
  PromotionEvent,
  PromotionProduct,
  PromotionsApiClient,
} from './promotionTypes';

/** A store event as the server sends it. */
export type WirePromotionEvent = WireAnswer<'/api/promotions'>['items'][number];

/** A rule as the server sends it: one object for every kind, each kind's own fields set. */
export type WirePromotionRule = WirePromotionEvent['rules'][number];

/** An event's page of products as the server sends it. */
export type WirePromotionDetail = WireAnswer<'/api/promotions/{id}'>;

/** A product at its historical low as the server sends it. */
export type WireLowestItem = WireAnswer<'/api/lowest'>['items'][number];

/** Maps a server rule to its kind's own shape (the document declares one flat object). */
export function fromWirePromotionRule(rule: WirePromotionRule): PromotionRule {
  const { text } = rule;
  switch (rule.kind) {
    case 'over':
    case 'each':
      return {
        kind: rule.kind,
        threshold: rule.threshold ?? 0,
        amount: rule.amount ?? 0,
        crossStore: rule.crossStore ?? false,
        text,
      };
    case 'discount':
      return { kind: 'discount', payPercent: rule.payPercent ?? 100, text };
    case 'coupon':
      return { kind: 'coupon', amount: rule.amount ?? 0, text };
    case 'deposit':
      return { kind: 'deposit', deposit: rule.deposit ?? 0, worth: rule.worth ?? 0, text };
    case 'secondHalf':
    case 'text':
      return { kind: rule.kind, text };
  }
}

/** Maps a server event. */
export function fromWirePromotionEvent(event: WirePromotionEvent): PromotionEvent {
  return { ...event, rules: event.rules.map(fromWirePromotionRule) };
}

/** Maps a server product with its summary to an event's product. */
export function fromWirePromotionProduct(item: WireProductWithSummary): PromotionProduct {
  return {
    product: fromWireProduct(item.product),
    currentFinal: item.summary?.currentFinal,
    lowestPrice: item.summary?.lowestPrice,
  };
}

/** Maps a server event with its page of products. */
export function fromWirePromotionDetail(answer: WirePromotionDetail): PromotionDetail {
  return {
    ...answer,
    rules: answer.rules.map(fromWirePromotionRule),
    products: answer.products.map(fromWirePromotionProduct),
  };
}

/** Maps a server product at its historical low. */
export function fromWireLowestItem(item: WireLowestItem): LowestItem {
  return { ...fromWirePromotionProduct(item), rules: item.rules.map(fromWirePromotionRule) };
}

/** The promotions API over the injected HTTP client. */
export class PromotionsApi implements PromotionsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/promotions`. */
  async events(): Promise<readonly PromotionEvent[]> {
    const answer = await this.http.get<WireAnswer<'/api/promotions'>>('/api/promotions');
    return answer.items.map(fromWirePromotionEvent);
  }

  /** `GET /api/promotions/:id`; a 404 answers undefined. */
  async event(id: number, page: number): Promise<PromotionDetail | undefined> {
    try {
      const answer = await this.http.get<WirePromotionDetail>(`/api/promotions/${id}`, {
        query: { page },
      });
      return fromWirePromotionDetail(answer);
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  /** `GET /api/coupons?page=&site=`. */
  coupons(query: PromotionListQuery): Promise<Page<Coupon>> {
    return this.http.get<WireAnswer<'/api/coupons'>>('/api/coupons', {
      query: { page: query.page, site: query.siteId },
    });
  }

  /** `GET /api/lowest?page=&site=&inStock=1`. */
  async lowest(query: PromotionListQuery): Promise<Page<LowestItem>> {
    const answer = await this.http.get<WireAnswer<'/api/lowest'>>('/api/lowest', {
      query: { page: query.page, site: query.siteId, inStock: query.isInStockOnly ? 1 : undefined },
    });
    return { ...answer, items: answer.items.map(fromWireLowestItem) };
  }
}
