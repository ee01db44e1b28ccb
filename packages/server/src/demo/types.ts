/** A category of the demo catalogue; `slug` is the route `class` (ascii). */
export interface DemoCategory {
  slug: string;
  name: string;
  parentSlug?: string;
}

/** One store listing of the demo catalogue. */
export interface DemoProduct {
  /** `${itemId}-${siteId}` (gwdang-compatible dp id). */
  dpId: string;
  siteId: number;
  itemId: string;
  title: string;
  brand: string;
  categorySlug: string;
  /** `/demo-assets/<file>.svg`, served from packages/server/demo-assets. */
  imageUrl: string;
  canonicalUrl: string;
  attributes: Record<string, string>;
  /** The same goods in several stores share it. */
  clusterKey: string;
  salesCount: number;
  commentCount: number;
}

/** One price change: the series is run-length encoded, ascending by `ts` (epoch s). */
export interface DemoPricePoint {
  ts: number;
  /** Integer fen. */
  listPrice: number;
  /** Integer fen, never above `listPrice`. */
  finalPrice: number;
  promo?: string;
  coupon?: string;
}

/** A listing and its whole price history. */
export interface DemoEntry {
  product: DemoProduct;
  points: DemoPricePoint[];
}

/** How much catalogue to generate; same seed + now (+ sizes) gives byte-identical output. */
export interface DemoOptions {
  seed?: number;
  /** Number of listings; default 5200. */
  products?: number;
  /** Epoch seconds; history ends here. */
  now: number;
  /** Years of history; default 3. */
  years?: number;
}

/** The price-point `source` the seed command records for demo data. */
export const DEMO_SOURCE = 'demo';
