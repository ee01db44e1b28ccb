import { sql } from 'kysely';
import type { DbHandle } from '../../db/schema.js';
import { claimVerifications } from '../../prices/trust/verification.js';
import type { WorkItem } from './workItem.js';

/** What a round asks for. */
export interface ClaimOptions {
  limit: number;
  /** Seconds a claim holds before the item returns to the queue (a crashed worker). */
  leaseS: number;
  now: number;
  /** Stores currently open (not backing off or paused); others wait. */
  siteIds: readonly number[];
  /** True when pages filled by script can be rendered (needs_browser links are due again). */
  withBrowser: boolean;
  /** A product viewed since this time is hot. */
  hotSince: number;
}

// Statuses that wait for `next_attempt_at`; queued and fetching (a lapsed claim) are due at once.
const RETRYING = ['blocked', 'failed'];

/** Claims due pasted links, oldest request first. */
export async function claimQueued(db: DbHandle, options: ClaimOptions): Promise<WorkItem[]> {
  const { limit, leaseS, now, siteIds, withBrowser } = options;
  if (limit <= 0 || siteIds.length === 0) return [];
  const retrying = withBrowser ? [...RETRYING, 'needs_browser'] : RETRYING;
  const due = await db.kysely
    .selectFrom('tracking_queue')
    .select(['dp_id', 'canonical_url', 'attempts'])
    .where('site_id', 'in', siteIds)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['queued', 'fetching']),
        eb.and([eb('status', 'in', retrying), eb('next_attempt_at', 'is not', null)]),
      ]),
    )
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('requested_at')
    .limit(limit)
    .execute();
  const claimed: WorkItem[] = [];
  const lease = now + leaseS;
  for (const row of due) {
    // Guarded by the attempts seen above, so two workers never both win the same link.
    const taken = await db.kysely
      .updateTable('tracking_queue')
      .set({
        status: 'fetching',
        claimed_until: lease,
        attempts: row.attempts + 1,
        updated_at: now,
      })
      .where('dp_id', '=', row.dp_id)
      .where('attempts', '=', row.attempts)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    claimed.push({
      kind: 'queued',
      dpId: row.dp_id,
      canonicalUrl: row.canonical_url,
      attempts: row.attempts + 1,
      lease,
    });
  }
  return claimed;
}

/**
 * Claims known products whose check is due, the longest overdue first (never demo listings,
 * whose ids name no real page). Claiming moves `next_check_at` to the lease's end.
 */
export async function claimDueProducts(db: DbHandle, options: ClaimOptions): Promise<WorkItem[]> {
  const { limit, leaseS, now, siteIds, hotSince } = options;
  if (limit <= 0 || siteIds.length === 0) return [];
  const due = await db.kysely
    .selectFrom('products')
    .select(['id', 'dp_id', 'canonical_url', 'next_check_at', 'last_viewed_at'])
    .where('source', '<>', 'demo')
    .where('site_id', 'in', siteIds)
    .where((eb) => eb.or([eb('next_check_at', 'is', null), eb('next_check_at', '<=', now)]))
    .orderBy(sql`coalesce(next_check_at, 0)`)
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: WorkItem[] = [];
  const lease = now + leaseS;
  for (const row of due) {
    const taken = await db.kysely
      .updateTable('products')
      .set({ next_check_at: lease })
      .where('id', '=', row.id)
      .where(
        'next_check_at',
        row.next_check_at === null ? 'is' : '=',
        row.next_check_at === null ? null : Number(row.next_check_at),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    claimed.push({
      kind: 'product',
      productId: row.id,
      dpId: row.dp_id,
      canonicalUrl: row.canonical_url,
      hot: isHot(row.last_viewed_at, hotSince),
      lease,
    });
  }
  return claimed;
}

/**
 * Whether a product is checked hourly rather than daily: recently viewed. The watch list (a later
 * issue) joins here: a watched product is hot too.
 */
export function isHot(lastViewedAt: number | string | null, hotSince: number): boolean {
  return lastViewedAt !== null && Number(lastViewedAt) >= hotSince;
}

/** Claims open verification requests (the trust model's outbox), oldest first. */
export async function claimVerificationItems(
  db: DbHandle,
  options: ClaimOptions,
): Promise<WorkItem[]> {
  if (options.limit <= 0) return [];
  const requests = await claimVerifications(db.kysely, {
    limit: options.limit,
    leaseSeconds: options.leaseS,
    now: options.now,
    siteIds: options.siteIds,
  });
  if (requests.length === 0) return [];
  const urls = await db.kysely
    .selectFrom('products')
    .select(['id', 'canonical_url'])
    .where(
      'id',
      'in',
      requests.map((r) => r.productId),
    )
    .execute();
  const urlOf = new Map(urls.map((row) => [row.id, row.canonical_url]));
  const lease = options.now + options.leaseS;
  return requests.map((r) => ({
    kind: 'verification',
    id: r.id,
    productId: r.productId,
    dpId: r.dpId,
    canonicalUrl: urlOf.get(r.productId) ?? '',
    attempts: r.attempts,
    lease,
  }));
}

/** One round's work: pasted links first, then verification requests, then due products. */
export async function claimRound(db: DbHandle, options: ClaimOptions): Promise<WorkItem[]> {
  const queued = await claimQueued(db, options);
  const left = options.limit - queued.length;
  const verifications = await claimVerificationItems(db, { ...options, limit: left });
  const rest = left - verifications.length;
  const products = await claimDueProducts(db, { ...options, limit: rest });
  return [...queued, ...verifications, ...products];
}

/** True while the item's row still carries this claim (no one re-claimed it after a lapse). */
export async function stillClaimed(db: DbHandle, item: WorkItem): Promise<boolean> {
  if (item.kind === 'queued') {
    const row = await db.kysely
      .selectFrom('tracking_queue')
      .select('claimed_until')
      .where('dp_id', '=', item.dpId)
      .executeTakeFirst();
    return row?.claimed_until !== undefined && Number(row.claimed_until) === item.lease;
  }
  if (item.kind === 'product') {
    const row = await db.kysely
      .selectFrom('products')
      .select('next_check_at')
      .where('id', '=', item.productId)
      .executeTakeFirst();
    return row?.next_check_at !== undefined && Number(row.next_check_at) === item.lease;
  }
  const row = await db.kysely
    .selectFrom('verification_requests')
    .select(['claimed_until', 'done_at'])
    .where('id', '=', item.id)
    .executeTakeFirst();
  return row !== undefined && row.done_at === null && Number(row.claimed_until) === item.lease;
}
