import { siteById, STOCK_STATES, type StockState } from '@pricetrail/core';
import type { ProductSummariesTable, ProductsTable } from '../../db/schema.js';
import { DEMO_SOURCE } from '../../demo/index.js';
import { publishedView, type PublishedView } from '../write/summaryStore.js';

/** A solo report shown beside the published prices, marked 待核实 (fen, epoch seconds). */
export type PendingPriceView = {
  listPrice: number;
  finalPrice: number;
  observedAt: number;
  /** Who saw it: 'extension', a shopper's browser. */
  source: 'extension';
};

/** A product's stock on the wire: its state (null until a source said) and since when. */
export type StockView = {
  inStock: boolean | null;
  stockState: StockState | null;
  stockChangedAt: number | null;
};

/**
 * A product's summary on the wire: its published prices, any 待核实 report beside them, and its
 * stock.
 */
export type SummaryView = PublishedView & { pending: PendingPriceView | null } & StockView;

/** A product on the wire. */
export type ProductView = {
  dpId: string;
  siteId: number;
  siteName: string;
  itemId: string;
  title: string;
  brand: string;
  category: string | null;
  imageUrl: string;
  url: string;
  attributes: Record<string, string>;
  clusterKey: string | null;
  salesCount: number;
  commentCount: number;
  /** True for generated demo data, which the site labels as such. */
  demo: boolean;
};

type ProductRow = Omit<ProductsTable, 'id' | 'search_tokens' | 'created_at'> & { id: number };

/** Maps a products row to its wire form. */
export function productView(row: ProductRow): ProductView {
  return {
    dpId: row.dp_id,
    siteId: row.site_id,
    siteName: siteById(row.site_id)?.name ?? '',
    itemId: row.item_id,
    title: row.title,
    brand: row.brand,
    category: row.category_slug,
    imageUrl: row.image_url,
    url: row.canonical_url,
    attributes: JSON.parse(row.attributes) as Record<string, string>,
    clusterKey: row.cluster_key,
    salesCount: row.sales_count,
    commentCount: row.comment_count,
    demo: row.source === DEMO_SOURCE,
  };
}

/** The report a summaries row shows as 待核实, while it is newer than the published price. */
function pendingView(row: ProductSummariesTable): PendingPriceView | null {
  const { pending_list: list, pending_final: final, pending_ts: ts } = row;
  if (list == null || final == null || ts == null || ts <= row.current_ts) return null;
  return { listPrice: list, finalPrice: final, observedAt: ts, source: 'extension' };
}

/** The stock a summaries row holds. */
function stockView(row: ProductSummariesTable): StockView {
  const state = STOCK_STATES.find((s) => s === row.stock_state) ?? null;
  return {
    inStock: state === null ? null : state === 'in_stock',
    stockState: state,
    stockChangedAt:
      state === null || row.stock_changed_at == null ? null : Number(row.stock_changed_at),
  };
}

/** Maps a summaries row to its wire form. */
export function summaryView(row: ProductSummariesTable): SummaryView {
  return { ...publishedView(row), pending: pendingView(row), ...stockView(row) };
}
