import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { offsetOf } from '../db/paging.js';

/** A product page for the sitemap: its dp id and when its summary last changed. */
export interface SitemapProduct {
  /** The product's dp id. */
  readonly dpId: string;
  /** Epoch seconds of its summary's last revision (its creation when it has none yet). */
  readonly changedAt: number;
}

function productsWithChange(db: Db) {
  return db.kysely
    .selectFrom('products')
    .leftJoin('product_summaries', 'product_summaries.product_id', 'products.id')
    .select([
      'products.id',
      'products.dp_id',
      sql<number>`coalesce(product_summaries.updated_at, products.created_at)`.as('changed_at'),
    ]);
}

/**
 * The newest change of each sitemap page of products, `perPage` products a page in id order: one
 * number per page (an empty catalogue has none).
 */
export async function productSitemapPages(db: Db, perPage: number): Promise<number[]> {
  const numbered = productsWithChange(db).select(
    // A literal: SQLite would divide by a bound number as a real.
    sql<number>`(row_number() over (order by products.id) - 1) / ${sql.lit(Math.trunc(perPage))}`.as(
      'page',
    ),
  );
  const rows = await db.kysely
    .selectFrom(numbered.as('numbered'))
    .select(['page', sql<number>`max(changed_at)`.as('newest')])
    .groupBy('page')
    .orderBy('page')
    .execute();
  return rows.map((row) => Number(row.newest));
}

/** The products of one sitemap page (1-based), in id order. */
export async function productSitemapPage(
  db: Db,
  page: number,
  perPage: number,
): Promise<SitemapProduct[]> {
  const rows = await productsWithChange(db)
    .orderBy('products.id')
    .limit(perPage)
    .offset(offsetOf({ page, pageSize: perPage }))
    .execute();
  return rows.map((row) => ({ dpId: row.dp_id, changedAt: Number(row.changed_at) }));
}
