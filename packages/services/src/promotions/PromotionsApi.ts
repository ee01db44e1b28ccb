import { NotFoundError } from '../http/errors';
import type { HttpClient } from '../http/HttpClient';
import { fromWireProduct, type WireProductWithSummary } from '../api/wire';
import type {
  Coupon,
  PromotionListPage,
  PromotionListQuery,
  LowestItem,
  PromotionDetail,
  PromotionEvent,
  PromotionProduct,
  PromotionsApiClient,
} from './promotionTypes';

type WireLowestItem = WireProductWithSummary & { rules: LowestItem['rules'] };

function fromWireItem(item: WireProductWithSummary): PromotionProduct {
  return {
    product: fromWireProduct(item.product),
    currentFinal: item.summary?.currentFinal,
    lowestPrice: item.summary?.lowestPrice,
  };
}

/** The promotions API over the injected HTTP client. */
export class PromotionsApi implements PromotionsApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/promotions`. */
  async events(): Promise<readonly PromotionEvent[]> {
    return (await this.http.get<{ items: PromotionEvent[] }>('/api/promotions')).items;
  }

  /** `GET /api/promotions/:id`; a 404 answers undefined. */
  async event(id: number, page: number): Promise<PromotionDetail | undefined> {
    try {
      const answer = await this.http.get<
        Omit<PromotionDetail, 'products'> & { products: WireProductWithSummary[] }
      >(`/api/promotions/${id}`, { query: { page } });
      return { ...answer, products: answer.products.map(fromWireItem) };
    } catch (error) {
      if (error instanceof NotFoundError) return undefined;
      throw error;
    }
  }

  /** `GET /api/coupons?page=&site=`. */
  coupons(query: PromotionListQuery): Promise<PromotionListPage<Coupon>> {
    return this.http.get<PromotionListPage<Coupon>>('/api/coupons', {
      query: { page: query.page, site: query.siteId },
    });
  }

  /** `GET /api/lowest?page=&site=`. */
  async lowest(query: PromotionListQuery): Promise<PromotionListPage<LowestItem>> {
    const answer = await this.http.get<PromotionListPage<WireLowestItem>>('/api/lowest', {
      query: { page: query.page, site: query.siteId },
    });
    return {
      ...answer,
      items: answer.items.map((item) => ({ ...fromWireItem(item), rules: item.rules })),
    };
  }
}
