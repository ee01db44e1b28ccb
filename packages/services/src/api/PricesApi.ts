import type { WireAnswer } from '@pricetrail/core';
import type { HttpClient } from '../http/HttpClient';
import type {
  CategoryInfo,
  HistoryRange,
  IdentifiedLink,
  NextSale,
  PriceHistory,
  PricesApiClient,
  ProductDetail,
  ProductOffer,
  ProductPage,
  ResolvedProduct,
  SearchQuery,
  TrackingStatusInfo,
} from './priceTypes';
import {
  fromWireHistory,
  fromWireListItem,
  fromWireOffer,
  fromWireProduct,
  fromWireSummary,
  type WireHistory,
  type WireProductDetail,
} from './wire';

const productPath = (dpId: string): string => `/api/products/${encodeURIComponent(dpId)}`;

/** The price API over the injected HTTP client; maps the server's fields to the domain types. */
export class PricesApi implements PricesApiClient {
  constructor(private readonly http: HttpClient) {}

  /** `GET /api/trend/resolve?url=…`; 404 = not tracked yet (now queued), 400 = unsupported link. */
  async resolve(url: string): Promise<ResolvedProduct> {
    const answer = await this.http.get<WireAnswer<'/api/trend/resolve'>>('/api/trend/resolve', {
      query: { url },
    });
    return { dpId: answer.dpId, product: fromWireProduct(answer.product) };
  }

  /** `GET /api/trend/identify?url=…`; 400 = no product in it (the server says why). */
  identify(url: string): Promise<IdentifiedLink> {
    return this.http.get<WireAnswer<'/api/trend/identify'>>('/api/trend/identify', {
      query: { url },
    });
  }

  /** `GET /api/products/:dpId`. */
  async product(dpId: string): Promise<ProductDetail> {
    const answer = await this.http.get<WireProductDetail>(productPath(dpId));
    // The freshness fields pass through as sent (nulls while the product has no price).
    return {
      ...answer,
      product: fromWireProduct(answer.product),
      summary: fromWireSummary(answer.summary),
    };
  }

  /** `GET /api/tracking/:dpId`. */
  trackingStatus(dpId: string): Promise<TrackingStatusInfo> {
    return this.http.get<WireAnswer<'/api/tracking/{dpId}'>>(
      `/api/tracking/${encodeURIComponent(dpId)}`,
    );
  }

  /** `GET /api/products/:dpId/history?range=`. */
  async history(dpId: string, range: HistoryRange): Promise<PriceHistory> {
    const answer = await this.http.get<WireHistory>(`${productPath(dpId)}/history`, {
      query: { range },
    });
    return fromWireHistory(answer);
  }

  /** `GET /api/products/:dpId/offers`, cheapest final price first. */
  async offers(dpId: string): Promise<readonly ProductOffer[]> {
    const answer = await this.http.get<WireAnswer<'/api/products/{dpId}/offers'>>(
      `${productPath(dpId)}/offers`,
    );
    return answer.offers.map(fromWireOffer);
  }

  /** `GET /api/products/:dpId/next-sale`. */
  async nextSale(dpId: string): Promise<NextSale | null> {
    const answer = await this.http.get<WireAnswer<'/api/products/{dpId}/next-sale'>>(
      `${productPath(dpId)}/next-sale`,
    );
    return answer.nextSale;
  }

  /** `GET /api/search?q=&page=&class=&sort=&site=&minPrice=&maxPrice=&lowest=&inStock=`. */
  async search(query: SearchQuery): Promise<ProductPage> {
    const answer = await this.http.get<WireAnswer<'/api/search'>>('/api/search', {
      query: {
        q: query.q || undefined,
        page: query.page,
        class: query.class,
        sort: query.sort,
        site: query.siteId,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        lowest: query.isLowestOnly ? 1 : undefined,
        inStock: query.isInStockOnly ? 1 : undefined,
      },
    });
    return { ...answer, items: answer.items.map(fromWireListItem) };
  }

  /** `GET /api/categories`. */
  async categories(): Promise<readonly CategoryInfo[]> {
    const answer = await this.http.get<WireAnswer<'/api/categories'>>('/api/categories');
    return answer.categories;
  }
}
