import type { Db } from '../../db/schema.js';
import { completeVerification } from '../../prices/trust/verification.js';
import { backoffDelay, type BackoffPolicy } from '../budget/backoff.js';
import { ingestReading } from './ingestReading.js';
import type { Outcome } from './outcome.js';
import { REASONS } from './reasons.js';
import type { WorkItem } from './workItem.js';

/** What recording needs besides the item and its outcome. */
export interface RecordContext {
  db: Db;
  /** Now, epoch seconds. */
  now: number;
  hotIntervalS: number;
  coldIntervalS: number;
  backoff: BackoffPolicy;
  random: () => number;
}

// A verification that keeps failing is given up after this many claims (the price stays pending).
const VERIFY_ATTEMPTS = 5;
// A pasted link that keeps failing is given up after this many tries.
const QUEUE_ATTEMPTS = 8;

type QueueStatus = 'queued' | 'done' | 'blocked' | 'off_shelf' | 'failed' | 'needs_browser';

async function setQueue(
  ctx: RecordContext,
  dpId: string,
  status: QueueStatus,
  lastError: string | null,
  nextAttemptAt: number | null,
) {
  await ctx.db.kysely
    .updateTable('tracking_queue')
    .set({
      status,
      last_error: lastError,
      next_attempt_at: nextAttemptAt,
      claimed_until: null,
      updated_at: ctx.now,
    })
    .where('dp_id', '=', dpId)
    .execute();
}

async function setProduct(
  ctx: RecordContext,
  where: { dpId: string } | { productId: number },
  fields: {
    check_status: string;
    next_check_at: number;
    off_shelf_at?: number | null;
  },
) {
  let update = ctx.db.kysely.updateTable('products').set({ last_checked_at: ctx.now, ...fields });
  update =
    'dpId' in where
      ? update.where('dp_id', '=', where.dpId)
      : update.where('id', '=', where.productId);
  await update.execute();
}

function retryAt(ctx: RecordContext, attempts: number, atLeastMs = 0): number {
  const waitMs = Math.max(atLeastMs, backoffDelay(ctx.backoff, attempts, ctx.random));
  return ctx.now + Math.ceil(waitMs / 1000);
}

async function recordQueued(
  ctx: RecordContext,
  item: Extract<WorkItem, { kind: 'queued' }>,
  outcome: Outcome,
) {
  const giveUp = item.attempts >= QUEUE_ATTEMPTS;
  switch (outcome.kind) {
    case 'price': {
      const refused = await ingestReading(ctx.db, item, outcome.reading, ctx.now);
      if (refused) return setQueue(ctx, item.dpId, 'failed', REASONS.failed, null);
      await setProduct(
        ctx,
        { dpId: item.dpId },
        {
          check_status: 'ok',
          off_shelf_at: null,
          next_check_at: ctx.now + ctx.hotIntervalS,
        },
      );
      return setQueue(ctx, item.dpId, 'done', null, null);
    }
    case 'off_shelf':
      return setQueue(ctx, item.dpId, 'off_shelf', REASONS.offShelf, null);
    case 'needs_browser':
      return setQueue(ctx, item.dpId, 'needs_browser', REASONS.needsBrowser, null);
    case 'blocked':
      return setQueue(
        ctx,
        item.dpId,
        'blocked',
        REASONS.blocked,
        retryAt(ctx, item.attempts, outcome.retryAfterMs),
      );
    case 'deferred':
      // Not tried at all: the store is resting. Back in line for when it opens, try not spent.
      await ctx.db.kysely
        .updateTable('tracking_queue')
        .set({
          status: 'queued',
          attempts: item.attempts - 1,
          next_attempt_at: Math.ceil(outcome.untilMs / 1000),
          claimed_until: null,
          updated_at: ctx.now,
        })
        .where('dp_id', '=', item.dpId)
        .execute();
      return;
    case 'failed':
    case 'no_public_price':
      return setQueue(
        ctx,
        item.dpId,
        'failed',
        REASONS.failed,
        giveUp ? null : retryAt(ctx, item.attempts),
      );
  }
}

async function recordProduct(
  ctx: RecordContext,
  item: Extract<WorkItem, { kind: 'product' | 'verification' }>,
  outcome: Outcome,
  interval: number,
) {
  const target = { productId: item.productId };
  switch (outcome.kind) {
    case 'price': {
      const refused = await ingestReading(ctx.db, item, outcome.reading, ctx.now);
      return setProduct(ctx, target, {
        check_status: refused ? 'failed' : 'ok',
        off_shelf_at: null,
        next_check_at: ctx.now + interval,
      });
    }
    case 'no_public_price':
      return setProduct(ctx, target, { check_status: 'ok', next_check_at: ctx.now + interval });
    case 'off_shelf':
      await ctx.db.kysely
        .updateTable('products')
        .set({ off_shelf_at: ctx.now })
        .where('id', '=', item.productId)
        .where('off_shelf_at', 'is', null)
        .execute();
      return setProduct(ctx, target, { check_status: 'ok', next_check_at: ctx.now + interval });
    case 'needs_browser':
      return setProduct(ctx, target, {
        check_status: 'needs_browser',
        next_check_at: ctx.now + ctx.coldIntervalS,
      });
    case 'blocked':
      return setProduct(ctx, target, {
        check_status: 'blocked',
        next_check_at: retryAt(ctx, 1, outcome.retryAfterMs),
      });
    case 'failed':
      return setProduct(ctx, target, { check_status: 'failed', next_check_at: retryAt(ctx, 1) });
    case 'deferred':
      await ctx.db.kysely
        .updateTable('products')
        .set({ next_check_at: Math.ceil(outcome.untilMs / 1000) })
        .where('id', '=', item.productId)
        .execute();
      return;
  }
}

/** Writes what a look at the page came to: price, statuses, next try, the request settled. */
export async function recordOutcome(ctx: RecordContext, item: WorkItem, outcome: Outcome) {
  if (item.kind === 'queued') return recordQueued(ctx, item, outcome);
  if (item.kind === 'product') {
    return recordProduct(ctx, item, outcome, item.hot ? ctx.hotIntervalS : ctx.coldIntervalS);
  }
  // A verification leaves the product's schedule alone unless it learned something.
  if (outcome.kind !== 'deferred') {
    const settled =
      outcome.kind !== 'blocked' && outcome.kind !== 'failed'
        ? true
        : item.attempts >= VERIFY_ATTEMPTS;
    const current = await ctx.db.kysely
      .selectFrom('products')
      .select('next_check_at')
      .where('id', '=', item.productId)
      .executeTakeFirst();
    const keep = current?.next_check_at ?? ctx.now + ctx.coldIntervalS;
    await recordProduct(ctx, item, outcome, Math.max(0, Number(keep) - ctx.now));
    if (settled) await completeVerification(ctx.db.kysely, item.id, ctx.now);
  }
}
