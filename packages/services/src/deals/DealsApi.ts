import type { WireAnswer } from '@pricetrail/core';
import type { HttpClient } from '../http/HttpClient';
import { fromWireProduct } from '../api/wire';
import type { DealPage, DealQuery, DealsApiClient } from './dealTypes';

/** The deals API over the injected HTTP client. */
export class DealsApi implements DealsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/deals?view=&sort=&page=&class=&site=&minDrop=&minPrice=&maxPrice=&lowest=`. */
  async list(query: DealQuery): Promise<DealPage> {
    const answer = await this.http.get<WireAnswer<'/api/deals'>>('/api/deals', {
      query: {
        view: query.view,
        sort: query.sort,
        page: query.page,
        class: query.class,
        site: query.siteId,
        minDrop: query.minDrop,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        lowest: query.isLowestOnly ? 1 : undefined,
        inStock: query.isInStockOnly ? 1 : undefined,
      },
    });
    return {
      ...answer,
      items: answer.items.map((item) => ({
        product: fromWireProduct(item.product),
        deal: item.deal,
      })),
    };
  }
}
