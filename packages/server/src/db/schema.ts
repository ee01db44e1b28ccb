import type { Generated, Kysely } from 'kysely';

/** A store we know (mirrors core's SITES). */
export interface SitesTable {
  id: number;
  key: string;
  name: string;
}

/** A product category; `slug` is the `class` used in routes. */
export interface CategoriesTable {
  slug: string;
  name: string;
  parent_slug: string | null;
}

/** One store listing. */
export interface ProductsTable {
  id: Generated<number>;
  dp_id: string;
  site_id: number;
  item_id: string;
  title: string;
  brand: string;
  category_slug: string | null;
  image_url: string;
  canonical_url: string;
  /** JSON object of string attributes. */
  attributes: string;
  cluster_key: string | null;
  sales_count: number;
  comment_count: number;
  /** Who first recorded the product: 'demo', 'import', 'extension'. */
  source: string;
  /** Space-joined search tokens (words + CJK bigrams). */
  search_tokens: string;
  created_at: number;
}

/** A run of one price: `ts` is when it started, `last_seen` the last time it was observed. */
export interface PricePointsTable {
  product_id: number;
  ts: number;
  last_seen: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
  source: string;
}

/** What the product page shows at a glance, kept current on every write. */
export interface ProductSummariesTable {
  product_id: number;
  current_list: number;
  current_final: number;
  current_ts: number;
  lowest_price: number;
  lowest_ts: number;
  highest_price: number;
  highest_ts: number;
  low_30: number | null;
  low_60: number | null;
  low_180: number | null;
  price_618: number | null;
  price_618_ts: number | null;
  price_1111: number | null;
  price_1111_ts: number | null;
  trend: number;
  point_count: number;
  updated_at: number;
}

/** Every observation received, with what became of it. */
export interface ObservationsTable {
  id: Generated<number>;
  product_id: number;
  client: string;
  source: string;
  observed_at: number;
  list_price: number;
  final_price: number;
  /** 'accepted' | 'pending' | 'confirmed'. */
  status: string;
  received_at: number;
}

/** Suspicious anonymous points waiting for a second client or a trusted source. */
export interface PendingPointsTable {
  id: Generated<number>;
  product_id: number;
  client: string;
  ts: number;
  list_price: number;
  final_price: number;
  promo: string | null;
  coupon: string | null;
  created_at: number;
}

/** Supported links we have never seen, waiting to be tracked. */
export interface TrackingQueueTable {
  dp_id: string;
  site_id: number;
  item_id: string;
  canonical_url: string;
  requested_at: number;
  request_count: number;
}

/** The whole database as Kysely sees it. */
export interface Database {
  sites: SitesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  price_points: PricePointsTable;
  product_summaries: ProductSummariesTable;
  observations: ObservationsTable;
  pending_points: PendingPointsTable;
  tracking_queue: TrackingQueueTable;
}

/** Which engine a database runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database and the engine behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}
