import type { Db } from '../../db/schema.js';
import { statement } from '../../db/statements.js';

/** Where a queued link stands, as the tracker leaves it in `tracking_queue.status`. */
export const TRACKING_STATES = [
  'queued',
  'fetching',
  'done',
  'blocked',
  'off_shelf',
  'failed',
  'needs_browser',
] as const;

/** One of {@link TRACKING_STATES}. */
export type TrackingState = (typeof TRACKING_STATES)[number];

/** A queued link's progress, as the shopper's page polls it. */
export type TrackingStatus = {
  dpId: string;
  status: TrackingState;
  /** Fetches tried so far. */
  attempts: number;
  /** When the tracker tries it (again), epoch seconds; null when it is due now or settled. */
  nextAttemptAt: number | null;
  /** The Chinese reason of the last failed attempt. */
  reason: string | null;
  /** When the tracker last moved it, epoch seconds. */
  updatedAt: number | null;
  /** The product exists with a price: the page can show it now. */
  productReady: boolean;
};

type StatusRow = {
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  updated_at: number | null;
  ready: number | boolean | null;
};

// A summary row exists exactly when the product has at least one price; no point is read.
const queuedByDpId = statement<StatusRow>(
  `select q.status, q.attempts, q.next_attempt_at, q.last_error, q.updated_at,
     exists (select 1 from products p join product_summaries s on s.product_id = p.id
             where p.dp_id = q.dp_id) as ready
   from tracking_queue q where q.dp_id = ?`,
);

const pricedByDpId = statement<{ id: number }>(
  `select p.id from products p join product_summaries s on s.product_id = p.id where p.dp_id = ?`,
);

function knownState(status: string): TrackingState {
  return (TRACKING_STATES as readonly string[]).includes(status)
    ? (status as TrackingState)
    : 'queued';
}

/**
 * The tracking status of a dp id; undefined when it was never queued. A product that has prices
 * but no queue row (its row was cleared, or it came from elsewhere) answers done and ready, so a
 * page polling it still moves on.
 */
export async function trackingStatus(db: Db, dpId: string): Promise<TrackingStatus | undefined> {
  const [row] = await queuedByDpId(db, [dpId]);
  if (row) {
    return {
      dpId,
      status: knownState(row.status),
      attempts: row.attempts,
      nextAttemptAt: row.next_attempt_at,
      reason: row.last_error,
      updatedAt: row.updated_at,
      productReady: Boolean(row.ready),
    };
  }
  const [priced] = await pricedByDpId(db, [dpId]);
  if (!priced) return undefined;
  const none = { attempts: 0, nextAttemptAt: null, reason: null, updatedAt: null };
  return { dpId, status: 'done', ...none, productReady: true };
}
