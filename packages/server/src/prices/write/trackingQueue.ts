import { sql } from 'kysely';
import type { DbHandle } from '../../db/schema.js';

/** Queues a supported link we have never seen for tracking (repeat requests count up). */
export async function queueForTracking(
  db: DbHandle,
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
