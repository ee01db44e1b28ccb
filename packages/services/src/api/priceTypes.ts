import type { StockState, WireAnswer } from '@pricetrail/core';
import type { Page } from '../paging/page';

/** One observed price as the history answer documents it: `[epochSeconds, fen]`. */
export type WirePricePoint = Readonly<
  WireAnswer<'/api/products/{dpId}/history'>['listPrice'][number]
>;

/** How much history to ask for. */
export type HistoryRange = '30d' | '90d' | '180d' | '1y' | 'all';

/** A product as the price API describes it. */
export interface ProductInfo {
  /** `{itemId}-{siteId}`. */
  readonly dpId: string;
  /** Store id (JD 3, Tmall 83, ...). */
  readonly siteId: number;
  /** Title as the store lists it. */
  readonly title: string;
  /** Picture address. */
  readonly imageUrl?: string;
  /** The store's product page. */
  readonly url?: string;
  /** Brand name. */
  readonly brand?: string;
  /** Category slug. */
  readonly categorySlug?: string;
  /** Attributes for the 商品信息 tab. */
  readonly attributes?: Readonly<Record<string, string>>;
  /** From the demo catalogue. */
  readonly demo?: boolean;
}

/** The price at a glance; money in fen, times in epoch seconds. */
export interface PriceSummaryInfo {
  /** Current final price. */
  readonly currentPrice?: number;
  /** All-time low. */
  readonly lowestPrice?: number;
  /** When the all-time low was seen. */
  readonly lowestAt?: number;
  /** All-time high. */
  readonly highestPrice?: number;
  /** When the all-time high was seen. */
  readonly highestAt?: number;
  /** Lowest over 30 days. */
  readonly lowest30?: number;
  /** Lowest over 60 days. */
  readonly lowest60?: number;
  /** Lowest over 180 days. */
  readonly lowest180?: number;
  /** Price at the last 618 sale. */
  readonly price618?: number;
  /** When that 618 price was seen. */
  readonly price618At?: number;
  /** Price at the last 双11 sale. */
  readonly price1111?: number;
  /** When that 双11 price was seen. */
  readonly price1111At?: number;
  /** Trend code: -2 历史最低, -1 降价, 0 平稳, 1 涨价. */
  readonly trend?: -2 | -1 | 0 | 1;
  /** Raised before a sale, then 'cut'. */
  readonly isRaisedBeforeSale?: boolean;
  /** A reported price nobody has confirmed yet, shown beside the current one as 待核实. */
  readonly pending?: PendingPriceInfo;
  /** 有货 / 无货 / 下架 and since when; absent while no source said. */
  readonly stock?: { readonly state: StockState; readonly since: number };
}

/** A solo report not confirmed yet (待核实): shown only, it is not the current price. */
export interface PendingPriceInfo {
  /** Its 到手价 (fen). */
  readonly price: number;
  /** Its 页面价 (fen). */
  readonly listPrice: number;
  /** When it was seen (epoch seconds). */
  readonly at: number;
  /** Who reported it. */
  readonly source: PriceSource;
}

/** Where a product's latest price came from: the extension, the tracker, an import, the demo. */
export type PriceSource = 'extension' | 'tracker' | 'import' | 'demo';

/** How fresh a product's price is. */
export interface ProductFreshness {
  /** When its price was last checked (epoch seconds); null while it has none. */
  readonly lastCheckedAt?: number | null;
  /** Where its latest price came from; null while it has none. */
  readonly latestSource?: PriceSource | null;
  /** The store has taken it off the shelf. */
  readonly offShelf?: boolean;
}

/** A store event a buyer can wait for (`GET /api/products/:dpId/next-sale`). */
export interface NextSale {
  /** Its name, e.g. 京东双12. */
  readonly name: string;
  /** First and last day, Asia/Shanghai (YYYY-MM-DD). */
  readonly startDay: string;
  readonly endDay: string;
  /** Days until it starts; 0 while it runs. */
  readonly daysUntil: number;
}

/** A product with its summary and freshness (`GET /api/products/:dpId`). */
export interface ProductDetail extends ProductFreshness {
  /** The product. */
  readonly product: ProductInfo;
  /** Its price summary. */
  readonly summary: PriceSummaryInfo;
}

/** Where a pasted link stands in the tracker's queue. */
export type TrackingState =
  'queued' | 'fetching' | 'done' | 'blocked' | 'off_shelf' | 'failed' | 'needs_browser';

/** A queued link's progress (`GET /api/tracking/:dpId`); times in epoch seconds. */
export interface TrackingStatusInfo {
  /** The link's dp id. */
  readonly dpId: string;
  /** Where it stands. */
  readonly status: TrackingState;
  /** Fetches tried so far. */
  readonly attempts: number;
  /** When the tracker tries it again; null when due now or settled. */
  readonly nextAttemptAt: number | null;
  /** The Chinese reason of the last failed attempt. */
  readonly reason: string | null;
  /** The product exists with a price: its page can show it. */
  readonly productReady: boolean;
}

/** Price history (`GET /api/products/:dpId/history`). */
export interface PriceHistory {
  /** The range answered. */
  readonly range: HistoryRange;
  /** 页面价 points. */
  readonly listPrices: readonly WirePricePoint[];
  /** 到手价 points. */
  readonly finalPrices: readonly WirePricePoint[];
  /** Sale-day marks. */
  readonly marks: readonly { readonly ts: number; readonly label: string }[];
  /** Promotions per day. */
  readonly promotions: readonly { readonly ts: number; readonly text: string }[];
  /** Summary over the whole history. */
  readonly summary: PriceSummaryInfo;
  /**
   * When the product could not be bought (无货, 下架) or sold ahead of shipping (预售) within the
   * range; `to` null: still.
   */
  readonly stockGaps: readonly {
    readonly from: number;
    readonly to: number | null;
    readonly state: Exclude<StockState, 'in_stock'>;
  }[];
}

/** The same goods in one store (`GET /api/products/:dpId/offers`). */
export interface ProductOffer {
  /** The offer's dp id. */
  readonly dpId: string;
  /** Store id. */
  readonly siteId: number;
  /** Shop name. */
  readonly shopName?: string;
  /** Final price in fen. */
  readonly price: number;
  /** Coupon text. */
  readonly couponText?: string;
  /** The store's page. */
  readonly url: string;
}

/** One search or category result. */
export interface ProductListItem {
  /** The product. */
  readonly product: ProductInfo;
  /** Current final price in fen. */
  readonly price: number;
  /** List price in fen. */
  readonly listPrice?: number;
  /** Whether the price is the lowest ever. */
  readonly isLowest?: boolean;
  /** A source says it cannot be bought now (无货, 下架). */
  readonly isOutOfStock?: boolean;
  /** Units sold. */
  readonly salesCount?: number;
  /** Reviews. */
  readonly commentCount?: number;
}

/** A page of results (`GET /api/search`). */
export type ProductPage = Page<ProductListItem>;

/** A category (`GET /api/categories`). */
export interface CategoryInfo {
  /** Route slug. */
  readonly slug: string;
  /** Chinese name. */
  readonly name: string;
}

/** What `/api/trend/resolve` answers for a tracked product. */
export interface ResolvedProduct {
  /** Its dp id. */
  readonly dpId: string;
  /** The product. */
  readonly product: ProductInfo;
}

/** What `/api/trend/identify` answers: the product a link names (short links expanded), held or not. */
export interface IdentifiedLink {
  /** Its dp id. */
  readonly dpId: string;
  /** The product page's clean URL. */
  readonly url: string;
}

/** How a product list is ordered: biggest drop %, lowest price, or most sold first. */
export type ListSort = 'drop' | 'price' | 'popular';

/** A search query; without `q` it lists a category (or the whole catalogue). */
export interface SearchQuery {
  /** Keywords. */
  readonly q?: string;
  /** Page number, from 1. */
  readonly page?: number;
  /** Category slug. */
  readonly class?: string;
  /** Order of the results; the server's relevance order when absent. */
  readonly sort?: ListSort;
  /** Only this store. */
  readonly siteId?: number;
  /** Lowest current final price, in fen. */
  readonly minPrice?: number;
  /** Highest current final price, in fen. */
  readonly maxPrice?: number;
  /** Only products at their all-time low. */
  readonly isLowestOnly?: boolean;
  /** Only products a shopper can buy now (仅看有货): none known 无货 or 下架. */
  readonly isInStockOnly?: boolean;
}

/** The price API; `PricesApi` talks HTTP, `FakePricesApi` answers from sample data. */
export interface PricesApiClient {
  /** Resolves a link or share text to a tracked product. */
  resolve(url: string): Promise<ResolvedProduct>;
  /** Which product a link or share text names, its short link expanded on the server. */
  identify(url: string): Promise<IdentifiedLink>;
  /** A product and its summary. */
  product(dpId: string): Promise<ProductDetail>;
  /** Where a queued link stands; 404 when it was never queued. */
  trackingStatus(dpId: string): Promise<TrackingStatusInfo>;
  /** Both price lines over a range. */
  history(dpId: string, range: HistoryRange): Promise<PriceHistory>;
  /** The same goods in other stores, cheapest first. */
  offers(dpId: string): Promise<readonly ProductOffer[]>;
  /** The store's next sale the product can wait for, from the promotion calendar. */
  nextSale(dpId: string): Promise<NextSale | null>;
  /** Ranked, paginated search. */
  search(query: SearchQuery): Promise<ProductPage>;
  /** Every category. */
  categories(): Promise<readonly CategoryInfo[]>;
}
