import type { DbHandle } from '../../db/schema.js';
import { searchKey } from '../search/searchKey.js';
import { bulkInsert } from '../../db/statements.js';
import { documentTokens } from '../search/tokens.js';

/** A listing to record (unknown fields may be empty). */
export interface ProductInput {
  dpId: string;
  siteId: number;
  itemId: string;
  title: string;
  brand?: string;
  categorySlug?: string | null;
  imageUrl?: string;
  canonicalUrl: string;
  attributes?: Record<string, string>;
  clusterKey?: string | null;
  salesCount?: number;
  commentCount?: number;
  source: string;
}

/** A category to record. */
export interface CategoryInput {
  slug: string;
  name: string;
  parentSlug?: string | undefined;
}

/** Records categories, leaving existing ones as they are. */
export async function ensureCategories(
  db: DbHandle,
  categories: readonly CategoryInput[],
): Promise<void> {
  if (categories.length === 0) return;
  await db.kysely
    .insertInto('categories')
    .values(
      categories.map((c) => ({ slug: c.slug, name: c.name, parent_slug: c.parentSlug ?? null })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

/** Looks a product id up by dp id. */
export async function productIdOf(db: DbHandle, dpId: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('products')
    .select('id')
    .where('dp_id', '=', dpId)
    .executeTakeFirst();
  return row?.id;
}

/** Records a product once (a known dp id keeps its row) and indexes it for search; returns its id. */
export async function ensureProduct(
  db: DbHandle,
  input: ProductInput,
  now: number,
): Promise<number> {
  const known = await productIdOf(db, input.dpId);
  if (known !== undefined) return known;
  // ensureProducts answers an id for every listing it is given.
  return (await ensureProducts(db, [input], now)).get(input.dpId) as number;
}

const PRODUCT_COLUMNS = [
  'dp_id',
  'site_id',
  'item_id',
  'title',
  'brand',
  'category_slug',
  'image_url',
  'canonical_url',
  'attributes',
  'cluster_key',
  'sales_count',
  'comment_count',
  'source',
  'search_tokens',
  'created_at',
] as const;

/**
 * Records many new listings at once (multi-row inserts; dp ids already known are left as they
 * are) and indexes them for search; returns dp id → product id for all of them.
 */
export async function ensureProducts(
  db: DbHandle,
  inputs: readonly ProductInput[],
  now: number,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (inputs.length === 0) return ids;
  const rows = inputs.map((input) => ({
    dp_id: input.dpId,
    site_id: input.siteId,
    item_id: input.itemId,
    title: input.title,
    brand: input.brand ?? '',
    category_slug: input.categorySlug ?? null,
    image_url: input.imageUrl ?? '',
    canonical_url: input.canonicalUrl,
    attributes: JSON.stringify(input.attributes ?? {}),
    cluster_key: input.clusterKey ?? null,
    sales_count: input.salesCount ?? 0,
    comment_count: input.commentCount ?? 0,
    source: input.source,
    search_tokens: documentTokens(input.title, input.brand ?? ''),
    created_at: now,
  }));
  const inserted = await bulkInsert<{ id: number; dp_id: string; sales_count: number }>(
    db,
    'products',
    PRODUCT_COLUMNS,
    rows,
    'on conflict (dp_id) do nothing returning id, dp_id, sales_count',
  );
  const tokensOf = new Map(rows.map((row) => [row.dp_id, row.search_tokens]));
  const fresh: { rowid: number; tokens: string | undefined }[] = [];
  for (const row of inserted) {
    ids.set(row.dp_id, row.id);
    fresh.push({ rowid: searchKey(row.id, row.sales_count), tokens: tokensOf.get(row.dp_id) });
  }
  if (db.dialect === 'sqlite' && fresh.length > 0) {
    await bulkInsert(db, 'product_search', ['rowid', 'tokens'], fresh);
  }
  // Listings someone else recorded meanwhile (another PostgreSQL session) keep their row.
  const missing = inputs.map((input) => input.dpId).filter((dpId) => !ids.has(dpId));
  for (let i = 0; i < missing.length; i += 500) {
    const found = await db.kysely
      .selectFrom('products')
      .select(['id', 'dp_id'])
      .where('dp_id', 'in', missing.slice(i, i + 500))
      .execute();
    for (const row of found) ids.set(row.dp_id, row.id);
  }
  return ids;
}
