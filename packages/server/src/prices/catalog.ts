import { sql } from 'kysely';
import type { Dialect } from '../db/schema.js';
import type { Executor } from './points.js';
import { documentTokens } from './tokens.js';

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
  db: Executor,
  categories: readonly CategoryInput[],
): Promise<void> {
  if (categories.length === 0) return;
  await db
    .insertInto('categories')
    .values(
      categories.map((c) => ({ slug: c.slug, name: c.name, parent_slug: c.parentSlug ?? null })),
    )
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}

/** Looks a product id up by dp id. */
export async function productIdOf(db: Executor, dpId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('dp_id', '=', dpId)
    .executeTakeFirst();
  return row?.id;
}

/** Records a product once (a known dp id keeps its row) and indexes it for search; returns its id. */
export async function ensureProduct(
  db: Executor,
  dialect: Dialect,
  input: ProductInput,
  now: number,
): Promise<number> {
  const known = await productIdOf(db, input.dpId);
  if (known !== undefined) return known;
  const tokens = documentTokens(input.title, input.brand ?? '');
  const row = await db
    .insertInto('products')
    .values({
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
      search_tokens: tokens,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (dialect === 'sqlite') {
    await sql`insert into product_search (rowid, tokens) values (${row.id}, ${tokens})`.execute(db);
  }
  return row.id;
}
