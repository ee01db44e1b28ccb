import type { Db, DbHandle, ModerationStatus } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { awardCredit, CREDIT_AMOUNTS, type CreditReason } from '../personal/credits.js';
import { decideBaoliao } from './dealPosts/baoliao.js';
import { pendingDealPosts, type DealPost } from './dealPosts/posts.js';
import { decideComment, queuedComments, type QueuedComment } from './commentModeration.js';
import { pendingPosts, type ShaidanPost } from './posts.js';
import { pendingReviews, type ProductReview } from './reviews.js';
import { decideSuggestion, pendingSuggestions, type PendingSuggestion } from './suggestions.js';

/** What an operator moderates. */
export type ModerationKind = 'shaidan' | 'review' | 'suggestion' | 'baoliao' | 'comment';

/** Everything awaiting an operator, oldest first in each list. */
export interface ModerationQueue {
  shaidan: ShaidanPost[];
  reviews: ProductReview[];
  suggestions: PendingSuggestion[];
  /** 爆料 (user deal posts). */
  baoliao: DealPost[];
  /** Pending comments and those hidden by reports. */
  comments: QueuedComment[];
}

/** The most items of each kind one queue answer lists. */
export const QUEUE_LIMIT = 50;

/** The pending 晒单, reviews, suggestions, 爆料 and comments. */
export async function moderationQueue(db: DbHandle): Promise<ModerationQueue> {
  const [shaidan, reviews, suggestions, baoliao, comments] = await Promise.all([
    pendingPosts(db, QUEUE_LIMIT),
    pendingReviews(db, QUEUE_LIMIT),
    pendingSuggestions(db, QUEUE_LIMIT),
    pendingDealPosts(db, QUEUE_LIMIT),
    queuedComments(db, QUEUE_LIMIT),
  ]);
  return { shaidan, reviews, suggestions, baoliao, comments };
}

/** An operator's verdict: approve, or reject with the reason the author sees. */
export interface Verdict {
  kind: ModerationKind;
  id: number;
  approve: boolean;
  reason: string | null;
  now: number;
}

// The kinds whose approval pays their author, and the ledger reason it pays under.
const CREDIT_OF_KIND: Partial<Record<ModerationKind, CreditReason>> = {
  shaidan: 'shaidan',
  baoliao: 'baoliao',
};

type AuthoredKind = 'shaidan' | 'review' | 'baoliao';

// Sets the verdict on a pending authored item; its author, or undefined when it is not pending.
async function decideAuthored(
  tx: DbHandle,
  kind: AuthoredKind,
  decision: { id: number; status: ModerationStatus; reason: string | null; now: number },
): Promise<number | undefined> {
  if (kind === 'baoliao') return decideBaoliao(tx, decision);
  const row = await tx.kysely
    .updateTable(kind === 'shaidan' ? 'shaidan_posts' : 'product_reviews')
    .set({ status: decision.status, reject_reason: decision.reason, reviewed_at: decision.now })
    .where('id', '=', decision.id)
    .where('status', '=', 'pending')
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Applies a verdict to a pending item; false when there is no such pending item. An approved 晒单
 * or 爆料 pays its author their credits in the same commit, once.
 */
export async function decide(db: Db, verdict: Verdict): Promise<boolean> {
  const status = verdict.approve ? 'approved' : 'rejected';
  const reason = verdict.approve ? null : verdict.reason;
  if (verdict.kind === 'comment') return decideComment(db, { ...verdict, reason });
  if (verdict.kind === 'suggestion') {
    return decideSuggestion(db, { id: verdict.id, status, reason });
  }
  const kind = verdict.kind;
  return inTransaction(db, async (tx) => {
    const decision = { id: verdict.id, status, reason, now: verdict.now } as const;
    const authorId = await decideAuthored(tx, kind, decision);
    if (authorId === undefined) return false;
    const credit = CREDIT_OF_KIND[kind];
    if (credit && verdict.approve) {
      const amount = CREDIT_AMOUNTS[credit];
      await awardCredit(tx, authorId, credit, String(verdict.id), amount, verdict.now);
    }
    return true;
  });
}
