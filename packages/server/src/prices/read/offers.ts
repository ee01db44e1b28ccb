import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import {
  JOIN_SUMMARY,
  PRODUCT_SUMMARY_COLUMNS,
  productWithSummary,
  type ProductSummaryRow,
  type ProductWithSummary,
} from './lookup.js';
import { statement } from '../../db/statements.js';

const offersOf = statement<ProductSummaryRow>(
  `select ${PRODUCT_SUMMARY_COLUMNS} from products p
   ${JOIN_SUMMARY}
   where p.cluster_key = ?
   order by case when s.current_final is null then 1 else 0 end, s.current_final, p.id
   limit 50`,
);

/** The same goods in other stores (same cluster), cheapest final price first. */
export async function productOffers(db: Db, clusterKey: string): Promise<ProductWithSummary[]> {
  const rows = await offersOf(db, [clusterKey]);
  return rows.map(productWithSummary);
}

/** Every category, parents first. */
export async function listCategories(
  db: Db,
): Promise<{ slug: string; name: string; parentSlug: string | null }[]> {
  const rows = await db.kysely.selectFrom('categories').selectAll().orderBy('slug').execute();
  return rows
    .map((r) => ({ slug: r.slug, name: r.name, parentSlug: r.parent_slug }))
    .sort((a, b) => Number(a.parentSlug !== null) - Number(b.parentSlug !== null));
}

/** Queues a supported link we have never seen for tracking (repeat requests count up). */
export async function queueForTracking(
  db: Db,
  item: { dpId: string; siteId: number; itemId: string; canonicalUrl: string },
  now: number,
): Promise<void> {
  await db.kysely
    .insertInto('tracking_queue')
    .values({
      dp_id: item.dpId,
      site_id: item.siteId,
      item_id: item.itemId,
      canonical_url: item.canonicalUrl,
      requested_at: now,
      request_count: 1,
    })
    .onConflict((oc) =>
      oc.column('dp_id').doUpdateSet({ request_count: sql`tracking_queue.request_count + 1` }),
    )
    .execute();
}
