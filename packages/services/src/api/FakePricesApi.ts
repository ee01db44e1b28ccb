import { findShortLink, parseProductUrl, type ParsedProduct } from '@pricetrail/core';
import { pageOf } from '../paging/page';
import { BadRequestError, NotFoundError, ServerError } from '../http/errors';
import type {
  CategoryInfo,
  HistoryRange,
  IdentifiedLink,
  NextSale,
  ListSort,
  PriceHistory,
  PricesApiClient,
  ProductDetail,
  ProductFreshness,
  ProductOffer,
  ProductListItem,
  ProductPage,
  ResolvedProduct,
  SearchQuery,
  TrackingStatusInfo,
} from './priceTypes';
import {
  SAMPLE_CATEGORIES,
  SAMPLE_LIST,
  SAMPLE_NOW,
  SAMPLE_OFFERS,
  SAMPLE_PRODUCTS,
  sampleHistory,
} from './sampleData';

const RANGE_DAYS: Record<HistoryRange, number | undefined> = {
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '1y': 365,
  all: undefined,
};

function matchesQuery(
  { product, price, isLowest, isOutOfStock }: ProductListItem,
  query: SearchQuery,
): boolean {
  return (
    (!query.q || product.title.includes(query.q)) &&
    (!query.class || product.categorySlug === query.class) &&
    (query.siteId === undefined || product.siteId === query.siteId) &&
    (query.minPrice === undefined || price >= query.minPrice) &&
    (query.maxPrice === undefined || price <= query.maxPrice) &&
    (!query.isLowestOnly || Boolean(isLowest)) &&
    (!query.isInStockOnly || !isOutOfStock)
  );
}

const dropOf = ({ price, listPrice }: ProductListItem): number =>
  listPrice ? (listPrice - price) / listPrice : 0;

function sortList(items: ProductListItem[], sort: ListSort | undefined): ProductListItem[] {
  if (sort === 'drop') return items.sort((a, b) => dropOf(b) - dropOf(a));
  if (sort === 'price') return items.sort((a, b) => a.price - b.price);
  if (sort === 'popular') return items.sort((a, b) => (b.salesCount ?? 0) - (a.salesCount ?? 0));
  return items;
}

/** Options of {@link FakePricesApi}. */
export interface FakePricesApiOptions {
  /** Milliseconds every answer waits; 0 by default. */
  readonly latencyMs?: number;
  /** Answers that never arrive (for loading stories). */
  readonly isHanging?: boolean;
  /** Every answer fails with a server error (for error stories). */
  readonly isFailing?: boolean;
  /** Results per search page; 20 by default. */
  readonly pageSize?: number;
  /**
   * Tracking answers for a dp id outside the sample, one per ask, the last repeating; by default
   * such a link stays queued. Sample products answer done and ready.
   */
  readonly tracking?: readonly Omit<TrackingStatusInfo, 'dpId'>[];
  /** Freshness of every product answer; a demo price checked at the sample's now by default. */
  readonly freshness?: ProductFreshness;
  /** Short links the fake server expands: `https://3.cn/abc` (no query) → a product link. */
  readonly shortLinks?: Readonly<Record<string, string>>;
  /** The same goods' listings (全网比价) of every product; the sample's three stores by default. */
  readonly offers?: readonly ProductOffer[];
  /** The full history of every product; the sample's by default. */
  readonly history?: PriceHistory;
  /** The next sale of every product; none by default. */
  readonly nextSale?: NextSale;
}

/** What the server says of a short link it cannot follow to a product. */
export const FAKE_DEAD_SHORT_LINK = '这个短链接已失效，请在 App 中重新分享';

const QUEUED: Omit<TrackingStatusInfo, 'dpId'> = {
  status: 'queued',
  attempts: 0,
  nextAttemptAt: null,
  reason: null,
  productReady: false,
};

/** The price API answered from shared sample data, for stories and tests. */
export class FakePricesApi implements PricesApiClient {
  private readonly trackingAnswers: Omit<TrackingStatusInfo, 'dpId'>[];

  constructor(private readonly options: FakePricesApiOptions = {}) {
    this.trackingAnswers = [...(options.tracking ?? [QUEUED])];
  }

  private answer<T>(make: () => T): Promise<T> {
    if (this.options.isHanging) return new Promise<T>(() => undefined);
    if (this.options.isFailing) return Promise.reject(new ServerError(500, '服务器繁忙', 500));
    const wait = this.options.latencyMs ?? 0;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        try {
          resolve(make());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, wait);
    });
  }

  private find(dpId: string) {
    const product = SAMPLE_PRODUCTS.find((candidate) => candidate.dpId === dpId);
    if (!product) throw new NotFoundError(404, '没有找到该商品', 404);
    return product;
  }

  // The product a link names, its short link expanded from `options.shortLinks`, as the server does.
  private productIn(url: string): ParsedProduct {
    const parsed = parseProductUrl(url);
    if (!('error' in parsed)) return parsed;
    const shortLink = parsed.error === 'needs_resolution' ? findShortLink(url) : undefined;
    if (!shortLink) throw new BadRequestError(400, '暂不支持该链接', 400);
    const target = this.options.shortLinks?.[`${shortLink.origin}${shortLink.pathname}`];
    const expanded = target ? parseProductUrl(target) : undefined;
    if (!expanded || 'error' in expanded) throw new BadRequestError(400, FAKE_DEAD_SHORT_LINK, 400);
    return expanded;
  }

  /** Which product a link names, held or not; an unknown short link is 400. */
  identify(url: string): Promise<IdentifiedLink> {
    return this.answer(() => {
      const parsed = this.productIn(url);
      return { dpId: parsed.dpId, url: parsed.canonicalUrl };
    });
  }

  /** Known sample links resolve; other supported links are 404 (queued); the rest are 400. */
  resolve(url: string): Promise<ResolvedProduct> {
    return this.answer(() => {
      const parsed = this.productIn(url);
      const product = SAMPLE_PRODUCTS.find((candidate) => candidate.dpId === parsed.dpId);
      if (!product) throw new NotFoundError(404, '该商品尚未收录，已加入追踪队列', 404);
      return { dpId: product.dpId, product };
    });
  }

  /** A sample product with the sample summary and freshness. */
  product(dpId: string): Promise<ProductDetail> {
    return this.answer(() => ({
      product: this.find(dpId),
      summary: sampleHistory().summary,
      ...(this.options.freshness ?? { lastCheckedAt: SAMPLE_NOW, latestSource: 'demo' }),
    }));
  }

  /** A sample product is done and ready; any other dp id walks through `options.tracking`. */
  trackingStatus(dpId: string): Promise<TrackingStatusInfo> {
    return this.answer(() => {
      if (SAMPLE_PRODUCTS.some((product) => product.dpId === dpId)) {
        return { ...QUEUED, dpId, status: 'done', productReady: true };
      }
      const next =
        this.trackingAnswers.length > 1 ? this.trackingAnswers.shift() : this.trackingAnswers[0];
      if (!next) throw new NotFoundError(404, '该商品不在追踪队列中', 404);
      return { ...next, dpId };
    });
  }

  /** The sample history cut to the range. */
  history(dpId: string, range: HistoryRange): Promise<PriceHistory> {
    return this.answer(() => {
      this.find(dpId);
      const full = this.options.history ?? sampleHistory();
      const days = RANGE_DAYS[range];
      if (days === undefined) return full;
      const from = SAMPLE_NOW - days * 86_400;
      return {
        ...full,
        range,
        listPrices: full.listPrices.filter(([ts]) => ts >= from),
        finalPrices: full.finalPrices.filter(([ts]) => ts >= from),
        marks: full.marks.filter(({ ts }) => ts >= from),
      };
    });
  }

  /** The sample offers, cheapest first. */
  offers(dpId: string): Promise<readonly ProductOffer[]> {
    return this.answer(() => {
      this.find(dpId);
      return [...(this.options.offers ?? SAMPLE_OFFERS)].sort((a, b) => a.price - b.price);
    });
  }

  /** The next sale given in the options, or none. */
  nextSale(dpId: string): Promise<NextSale | null> {
    return this.answer(() => {
      this.find(dpId);
      return this.options.nextSale ?? null;
    });
  }

  /** Filters, orders and pages the sample list like the server does. */
  search(query: SearchQuery): Promise<ProductPage> {
    return this.answer(() => {
      const items = sortList(
        SAMPLE_LIST.filter((item) => matchesQuery(item, query)),
        query.sort,
      );
      const page = query.page ?? 1;
      const pageSize = this.options.pageSize ?? 20;
      return pageOf(items, page, pageSize);
    });
  }

  /** The sample categories. */
  categories(): Promise<readonly CategoryInfo[]> {
    return this.answer(() => SAMPLE_CATEGORIES);
  }
}
