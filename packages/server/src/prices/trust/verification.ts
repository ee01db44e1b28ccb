/**
 * The outbox of verification fetches: when a reported price is disputed, a request to fetch the
 * product page is written in the same transaction as the report. The tracker (issue #12)
 * consumes it: `claimVerifications` leases due requests, the tracker fetches each page from the
 * product's dp id and writes what it read through the trusted import path (which settles the
 * pending reports), then calls `completeVerification`. A lease that runs out (a crashed worker)
 * puts the request back in the queue, so none is lost.
 */
import type { Executor } from '../../db/schema.js';

/**
 * Why a page should be fetched: a report outside the guard waits unseen ('disputed_price'), one
 * within it shows as 待核实 until settled ('unconfirmed_price').
 */
export type VerificationReason = 'disputed_price' | 'unconfirmed_price';

/** One request handed to the tracker. */
export interface VerificationRequest {
  id: number;
  productId: number;
  dpId: string;
  reason: VerificationReason;
  requestedAt: number;
  /** How many times it was claimed, this claim included. */
  attempts: number;
}

/** A fetch of a product's page to queue, and why. */
export interface WantedVerification {
  productId: number;
  reason: VerificationReason;
}

/** Queues fetches of pages that have none waiting (the caller checked), in one statement. */
export async function requestVerifications(
  db: Executor,
  wanted: readonly WantedVerification[],
  now: number,
): Promise<void> {
  if (wanted.length === 0) return;
  await db
    .insertInto('verification_requests')
    .values(
      wanted.map(({ productId, reason }) => ({
        product_id: productId,
        reason,
        requested_at: now,
        attempts: 0,
      })),
    )
    .execute();
}

/** Those of `productIds` whose page is already queued for a fetch. */
export async function queuedVerifications(
  db: Executor,
  productIds: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('verification_requests')
    .select('product_id')
    .where('product_id', 'in', productIds)
    .where('done_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.product_id));
}

/** Queues a fetch of the product's page unless one is already waiting. */
export async function queueVerification(
  db: Executor,
  productId: number,
  reason: VerificationReason,
  now: number,
): Promise<void> {
  const queued = await queuedVerifications(db, [productId]);
  if (!queued.has(productId)) await requestVerifications(db, [{ productId, reason }], now);
}

/**
 * Leases up to `limit` open requests, oldest first, for `leaseSeconds`: they are not handed out
 * again until the lease runs out or they are completed.
 */
export async function claimVerifications(
  db: Executor,
  options: { limit: number; leaseSeconds: number; now: number; siteIds: readonly number[] },
): Promise<VerificationRequest[]> {
  const { limit, leaseSeconds, now, siteIds } = options;
  if (siteIds.length === 0) return [];
  const due = await db
    .selectFrom('verification_requests as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'p.dp_id', 'v.reason', 'v.requested_at', 'v.attempts'])
    .where('v.done_at', 'is', null)
    .where('p.site_id', 'in', siteIds)
    .where((eb) => eb.or([eb('v.claimed_until', 'is', null), eb('v.claimed_until', '<=', now)]))
    .orderBy('v.requested_at')
    .orderBy('v.id')
    .limit(limit)
    .execute();
  const claimed: VerificationRequest[] = [];
  for (const row of due) {
    // Guarded by the lease seen above, so two workers never both win the same request.
    const taken = await db
      .updateTable('verification_requests')
      .set({ claimed_until: now + leaseSeconds, attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .where('attempts', '=', row.attempts)
      .where('done_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    claimed.push({
      id: row.id,
      productId: row.product_id,
      dpId: row.dp_id,
      reason: row.reason as VerificationReason,
      requestedAt: row.requested_at,
      attempts: row.attempts + 1,
    });
  }
  return claimed;
}

/** Marks a claimed request done once the tracker has written what the page showed. */
export async function completeVerification(db: Executor, id: number, now: number): Promise<void> {
  await db
    .updateTable('verification_requests')
    .set({ done_at: now, claimed_until: null })
    .where('id', '=', id)
    .execute();
}
