import { COMMENT_REPORTS_TO_HIDE } from '@pricetrail/core';
import { sql } from 'kysely';
import type { Db, DbHandle } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { commentQuery, toComment, type Comment } from './comments.js';

/** A comment awaiting an operator, with what it is about. */
export interface QueuedComment extends Comment {
  subjectKind: string;
  subjectId: string;
  /** How many people have reported it. */
  reports: number;
}

/** How a report went: counted, refused for the author, or no such visible comment. */
export type ReportOutcome = 'reported' | 'own' | 'missing';

/**
 * Records one report per user; the `COMMENT_REPORTS_TO_HIDE`th from different people since the
 * last approval hides the comment until an operator decides.
 */
export async function reportComment(
  db: Db,
  report: { commentId: number; userId: number; now: number },
): Promise<ReportOutcome> {
  return inTransaction(db, async (tx) => {
    const comment = await tx.kysely
      .selectFrom('comments')
      .select(['user_id', 'reports_cleared'])
      .where('id', '=', report.commentId)
      .where('status', '=', 'approved')
      .where('hidden', '=', 0)
      .executeTakeFirst();
    if (!comment) return 'missing';
    if (comment.user_id === report.userId) return 'own';
    await tx.kysely
      .insertInto('comment_reports')
      .values({ comment_id: report.commentId, user_id: report.userId, created_at: report.now })
      .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
      .execute();
    const reports = await reportCount(tx, report.commentId);
    if (reports - Number(comment.reports_cleared) >= COMMENT_REPORTS_TO_HIDE) {
      await tx.kysely
        .updateTable('comments')
        .set({ hidden: 1 })
        .where('id', '=', report.commentId)
        .execute();
    }
    return 'reported';
  });
}

async function reportCount(db: DbHandle, commentId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('comment_reports')
    .where('comment_id', '=', commentId)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Pending comments and those hidden by reports, oldest first, for operators. */
export async function queuedComments(db: DbHandle, limit: number): Promise<QueuedComment[]> {
  const rows = await commentQuery(db, 0)
    .select((eb) => [
      'c.subject_kind',
      'c.subject_id',
      eb
        .selectFrom('comment_reports as r')
        .whereRef('r.comment_id', '=', 'c.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('reports'),
    ])
    .where((eb) => eb.or([eb('c.status', '=', 'pending'), eb('c.hidden', '=', 1)]))
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...toComment(row, 0),
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    reports: Number(row.reports ?? 0),
  }));
}

/**
 * Decides a pending or report-hidden comment: approval shows it (the reports so far are answered),
 * rejection keeps it from everyone but its author, who sees the reason. False when there is no
 * such comment awaiting an operator.
 */
export async function decideComment(
  db: Db,
  verdict: { id: number; approve: boolean; reason: string | null; now: number },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const reports = await reportCount(tx, verdict.id);
    const result = await tx.kysely
      .updateTable('comments')
      .set({
        status: verdict.approve ? 'approved' : 'rejected',
        reject_reason: verdict.approve ? null : verdict.reason,
        hidden: 0,
        reports_cleared: reports,
        reviewed_at: verdict.now,
      })
      .where('id', '=', verdict.id)
      .where((eb) => eb.or([eb('status', '=', 'pending'), eb('hidden', '=', 1)]))
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  });
}
