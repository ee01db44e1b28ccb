import type { Db, ProductSummariesTable, ProductsTable } from '../../db/schema.js';
import { statement } from '../../db/statements.js';
import { productView, summaryView, type ProductView, type SummaryView } from './views.js';

/** A product with its summary. */
export type ProductWithSummary = {
  product: ProductView;
  summary: SummaryView | null;
};

/** A product found by dp id: its internal id and the revision cached answers are keyed by. */
export type FoundProduct = ProductWithSummary & {
  id: number;
  /** The summary's revision, or -1 while the product has no prices. */
  revision: number;
};

/** A products row joined to its (possibly missing) summary row. */
export type ProductSummaryRow = Omit<ProductsTable, 'search_tokens' | 'created_at'> & {
  id: number;
} & { [K in keyof ProductSummariesTable]: ProductSummariesTable[K] | null };

/** The select list of a products row (as `p`) and its summary (as `s`). */
export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.dp_id, p.site_id, p.item_id, p.title, p.brand,
  p.category_slug, p.image_url, p.canonical_url, p.attributes, p.cluster_key, p.sales_count,
  p.comment_count, p.source, s.*`;

/** Joins a products row (as `p`) to its summary (as `s`), which a new product may not have yet. */
export const JOIN_SUMMARY = 'left join product_summaries s on s.product_id = p.id';

const byDpId = statement<ProductSummaryRow>(
  `select ${PRODUCT_SUMMARY_COLUMNS} from products p
   ${JOIN_SUMMARY} where p.dp_id = ?`,
);

const stateByDpId = statement<{ id: number; revision: number | null }>(
  `select p.id, s.revision from products p
   ${JOIN_SUMMARY} where p.dp_id = ?`,
);

/** Maps a joined row to the product and summary on the wire. */
export function productWithSummary(row: ProductSummaryRow): ProductWithSummary {
  return {
    product: productView(row),
    summary: row.product_id === null ? null : summaryView(row as ProductSummariesTable),
  };
}

/** The joined product and summary row of a dp id (one prepared query); undefined when unknown. */
export async function findProductRow(db: Db, dpId: string): Promise<ProductSummaryRow | undefined> {
  const [row] = await byDpId(db, [dpId]);
  return row;
}

const revisionById = statement<{ revision: number }>(
  'select revision from product_summaries where product_id = ?',
);

// A dp id names the same product for ever (products are never deleted or re-keyed), so its id can
// be remembered; only the revision has to be read on every request.
const MAX_REMEMBERED_IDS = 200_000;
const rememberedIds = new WeakMap<Db, Map<string, number>>();

/** A product's id and the revision answers about it are cached under (-1 while it has no prices). */
export async function findProductState(
  db: Db,
  dpId: string,
): Promise<{ id: number; revision: number } | undefined> {
  let ids = rememberedIds.get(db);
  if (!ids) rememberedIds.set(db, (ids = new Map()));
  const id = ids.get(dpId);
  if (id !== undefined) {
    const [row] = await revisionById(db, [id]);
    return { id, revision: row?.revision ?? -1 };
  }
  const [row] = await stateByDpId(db, [dpId]);
  if (!row) return undefined;
  if (ids.size >= MAX_REMEMBERED_IDS) ids.clear();
  ids.set(dpId, row.id);
  return { id: row.id, revision: row.revision ?? -1 };
}

/** A product and its summary by dp id; undefined when unknown. */
export async function findProduct(db: Db, dpId: string): Promise<FoundProduct | undefined> {
  const row = await findProductRow(db, dpId);
  if (!row) return undefined;
  return { id: row.id, revision: row.revision ?? -1, ...productWithSummary(row) };
}
