import type { Db, DbHandle } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { completeVerification } from '../../prices/trust/verification.js';
import { writeStockChanges } from '../../prices/write/stock.js';
import { backoffDelay, type BackoffPolicy } from '../budget/backoff.js';
import { ingestReadings } from './ingestReadings.js';
import type { Outcome } from './outcome.js';
import { REASONS, refusedReason } from './reasons.js';
import type { WorkItem } from './workItem.js';

/** What recording needs besides the items and their outcomes. */
export interface RecordContext {
  db: Db;
  /** Now, epoch seconds. */
  now: number;
  hotIntervalS: number;
  coldIntervalS: number;
  backoff: BackoffPolicy;
  random: () => number;
}

/** One item and what its look at the page came to. */
export interface ItemOutcome {
  item: WorkItem;
  outcome: Outcome;
}

// A verification that keeps failing is given up after this many claims (the price stays pending).
const VERIFY_ATTEMPTS = 5;
// A pasted link that keeps failing is given up after this many tries.
const QUEUE_ATTEMPTS = 8;

type QueueStatus = 'queued' | 'done' | 'blocked' | 'off_shelf' | 'failed' | 'needs_browser';

/** The context inside the status transaction, with the reading's ingest already settled. */
interface Writing extends RecordContext {
  trx: DbHandle;
  /** Why the item's reading was refused by the ingest path, if it was. */
  refused: string | undefined;
}

async function setQueue(
  w: Writing,
  dpId: string,
  status: QueueStatus,
  lastError: string | null,
  nextAttemptAt: number | null,
) {
  await w.trx.kysely
    .updateTable('tracking_queue')
    .set({
      status,
      last_error: lastError,
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
      updated_at: w.now,
    })
    .where('dp_id', '=', dpId)
    .execute();
}

async function setProduct(
  w: Writing,
  where: { dpId: string } | { productId: number },
  fields: { check_status: string; next_check_at: number; off_shelf_at?: number | null },
) {
  const update = w.trx.kysely.updateTable('products').set({ last_checked_at: w.now, ...fields });
  await (
    'dpId' in where
      ? update.where('dp_id', '=', where.dpId)
      : update.where('id', '=', where.productId)
  ).execute();
}

function retryAt(w: Writing, attempts: number, atLeastMs = 0): number {
  const waitMs = Math.max(atLeastMs, backoffDelay(w.backoff, attempts, w.random));
  return w.now + Math.ceil(waitMs / 1000);
}

async function recordQueued(
  w: Writing,
  item: Extract<WorkItem, { kind: 'queued' }>,
  outcome: Outcome,
) {
  switch (outcome.kind) {
    case 'price':
      if (w.refused) return setQueue(w, item.dpId, 'failed', refusedReason(w.refused), null);
      await setProduct(
        w,
        { dpId: item.dpId },
        { check_status: 'ok', off_shelf_at: null, next_check_at: w.now + w.hotIntervalS },
      );
      return setQueue(w, item.dpId, 'done', null, null);
    case 'off_shelf':
      return setQueue(w, item.dpId, 'off_shelf', REASONS.offShelf, null);
    case 'needs_browser':
      return setQueue(w, item.dpId, 'needs_browser', REASONS.needsBrowser, null);
    case 'blocked':
      return setQueue(
        w,
        item.dpId,
        'blocked',
        outcome.reason,
        retryAt(w, item.attempts, outcome.retryAfterMs),
      );
    case 'deferred':
      // Not tried at all: the store is resting. Back in line for when it opens, try not spent.
      await w.trx.kysely
        .updateTable('tracking_queue')
        .set({
          status: 'queued',
          attempts: item.attempts - 1,
          next_attempt_at: Math.ceil(outcome.untilMs / 1000),
          claimed_until: null,
          updated_at: w.now,
        })
        .where('dp_id', '=', item.dpId)
        .execute();
      return;
    case 'failed':
    case 'no_public_price': {
      const giveUp = item.attempts >= QUEUE_ATTEMPTS;
      return setQueue(
        w,
        item.dpId,
        'failed',
        outcome.kind === 'failed' ? outcome.reason : REASONS.membersOnly,
        giveUp ? null : retryAt(w, item.attempts),
      );
    }
  }
}

async function recordProduct(
  w: Writing,
  item: Extract<WorkItem, { kind: 'product' | 'verification' }>,
  outcome: Outcome,
  interval: number,
) {
  const target = { productId: item.productId };
  switch (outcome.kind) {
    case 'price':
      return setProduct(w, target, {
        check_status: w.refused ? 'failed' : 'ok',
        off_shelf_at: null,
        next_check_at: w.now + interval,
      });
    case 'no_public_price':
      return setProduct(w, target, { check_status: 'ok', next_check_at: w.now + interval });
    case 'off_shelf':
      await w.trx.kysely
        .updateTable('products')
        .set({ off_shelf_at: w.now })
        .where('id', '=', item.productId)
        .where('off_shelf_at', 'is', null)
        .execute();
      // The tracker is a trusted source: 下架 enters the stock timeline as it saw it.
      await writeStockChanges(w.trx, [{ productId: item.productId, ts: w.now, state: 'delisted' }]);
      return setProduct(w, target, { check_status: 'ok', next_check_at: w.now + interval });
    case 'needs_browser':
      return setProduct(w, target, {
        check_status: 'needs_browser',
        next_check_at: w.now + w.coldIntervalS,
      });
    case 'blocked':
      return setProduct(w, target, {
        check_status: 'blocked',
        next_check_at: retryAt(w, 1, outcome.retryAfterMs),
      });
    case 'failed':
      return setProduct(w, target, { check_status: 'failed', next_check_at: retryAt(w, 1) });
    case 'deferred':
      await w.trx.kysely
        .updateTable('products')
        .set({ next_check_at: Math.ceil(outcome.untilMs / 1000) })
        .where('id', '=', item.productId)
        .execute();
      return;
  }
}

async function recordVerification(
  w: Writing,
  item: Extract<WorkItem, { kind: 'verification' }>,
  outcome: Outcome,
) {
  // A store that is resting says nothing: the lease runs out and the request is handed out again.
  if (outcome.kind === 'deferred') return;
  const current = await w.trx.kysely
    .selectFrom('products')
    .select('next_check_at')
    .where('id', '=', item.productId)
    .executeTakeFirst();
  // The product's own schedule stands; the check only records what it saw.
  const keep = Number(current?.next_check_at ?? w.now + w.coldIntervalS);
  await recordProduct(w, item, outcome, Math.max(0, keep - w.now));
  const unsettled = outcome.kind === 'blocked' || outcome.kind === 'failed';
  if (!unsettled || item.attempts >= VERIFY_ATTEMPTS) {
    await completeVerification(w.trx.kysely, item.id, w.now);
  }
}

/**
 * Writes what a round's looks at pages came to: every reading through the trusted ingest path in
 * one batch, then every status, next try and settled request in one transaction.
 */
export async function recordOutcomes(ctx: RecordContext, results: readonly ItemOutcome[]) {
  const readings = results.flatMap(({ item, outcome }) =>
    outcome.kind === 'price'
      ? [{ dpId: item.dpId, canonicalUrl: item.canonicalUrl, reading: outcome.reading }]
      : [],
  );
  const refused = await ingestReadings(ctx.db, readings, ctx.now);
  await inTransaction(ctx.db, async (trx) => {
    for (const { item, outcome } of results) {
      const w: Writing = { ...ctx, trx, refused: refused.get(item.dpId) };
      if (item.kind === 'queued') await recordQueued(w, item, outcome);
      else if (item.kind === 'product') {
        await recordProduct(w, item, outcome, item.hot ? w.hotIntervalS : w.coldIntervalS);
      } else await recordVerification(w, item, outcome);
    }
  });
}
