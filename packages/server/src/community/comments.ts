import { COMMENT_NEW_ACCOUNT_DAYS, COMMENT_PER_DAY, COMMENT_PER_MINUTE } from '@pricetrail/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbHandle, ModerationStatus } from '../db/schema.js';

/** What a comment is about: a registered kind and an id within it. */
export interface CommentSubject {
  kind: string;
  id: string;
}

/** One comment as the pages see it. */
export interface Comment {
  id: number;
  author: string;
  rating: number | null;
  text: string;
  status: ModerationStatus;
  /** Why it was rejected: only its author (and operators) see it. */
  rejectReason: string | null;
  /** Hidden by reports until an operator decides (only its author and operators see it then). */
  hidden: boolean;
  /** Whether the viewer wrote it. */
  mine: boolean;
  /** Whether the viewer has reported it. */
  reported: boolean;
  createdAt: number;
}

/** Who reads a thread: a signed-in user (perhaps an operator) or a visitor (null). */
export type CommentViewer = { id: number; isOperator: boolean } | null;

/** A page of a subject's comments, newest first, and how many the viewer may see in all. */
export interface CommentPage {
  total: number;
  page: number;
  pageSize: number;
  items: Comment[];
}

/** A rated subject's approved, visible ratings: their count and average (null with none). */
export interface CommentRating {
  count: number;
  average: number | null;
}

const DAY = 86_400;

/**
 * behaviour.md §5: an account younger than `COMMENT_NEW_ACCOUNT_DAYS` has its comments
 * reviewed first. By age rather than by history, so a spammer cannot earn trust with one bland
 * comment; one clock value is all a test needs to cross it.
 */
export function needsReview(accountCreatedAt: number, now: number): boolean {
  return now - accountCreatedAt < COMMENT_NEW_ACCOUNT_DAYS * DAY;
}

/** True when the user already posted the most comments allowed in the last minute or day. */
export async function commentsTooFast(db: DbHandle, userId: number, now: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('comments')
    .where('user_id', '=', userId)
    .where('created_at', '>', now - DAY)
    .select([
      sql<number>`count(*)`.as('day'),
      sql<number>`sum(case when created_at > ${now - 60} then 1 else 0 end)`.as('minute'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.minute ?? 0) >= COMMENT_PER_MINUTE || Number(row.day) >= COMMENT_PER_DAY;
}

/** Stores a comment, pending when its author's account is new; its id and state. */
export async function addComment(
  db: DbHandle,
  comment: {
    subject: CommentSubject;
    userId: number;
    rating: number | null;
    text: string;
    now: number;
  },
): Promise<{ id: number; status: ModerationStatus }> {
  const user = await db.kysely
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', comment.userId)
    .executeTakeFirstOrThrow();
  const status = needsReview(Number(user.created_at), comment.now) ? 'pending' : 'approved';
  const row = await db.kysely
    .insertInto('comments')
    .values({
      subject_kind: comment.subject.kind,
      subject_id: comment.subject.id,
      user_id: comment.userId,
      rating: comment.rating,
      text: comment.text,
      status,
      created_at: comment.now,
      reviewed_at: status === 'approved' ? comment.now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), status };
}

type CommentScope = ExpressionBuilder<Database & { c: Database['comments'] }, 'c'>;

// What the viewer may see: approved unhidden ones, their own in every state, and for operators
// the hidden ones too.
function visibleTo(viewer: CommentViewer) {
  return (eb: CommentScope) => {
    const shown = eb.and([eb('c.status', '=', 'approved'), eb('c.hidden', '=', 0)]);
    if (!viewer) return shown;
    const own = eb('c.user_id', '=', viewer.id);
    if (!viewer.isOperator) return eb.or([shown, own]);
    return eb.or([eb('c.status', '=', 'approved'), own]);
  };
}

/** The comments query with author and report state, for the moderation queue too. */
export function commentQuery(db: DbHandle, viewerId: number) {
  return db.kysely
    .selectFrom('comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.user_id',
      'c.rating',
      'c.text',
      'c.status',
      'c.reject_reason',
      'c.hidden',
      'c.created_at',
      'u.nickname',
      eb
        .selectFrom('comment_reports as r')
        .whereRef('r.comment_id', '=', 'c.id')
        .where('r.user_id', '=', viewerId)
        .select(sql<number>`count(*)`.as('n'))
        .as('reported'),
    ]);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

/** A row as the viewer sees it. */
export function toComment(row: CommentRow, viewerId: number): Comment {
  return {
    id: Number(row.id),
    author: row.nickname,
    rating: row.rating === null ? null : Number(row.rating),
    text: row.text,
    status: row.status,
    rejectReason: row.reject_reason,
    hidden: Number(row.hidden) === 1,
    mine: row.user_id === viewerId,
    reported: Number(row.reported ?? 0) > 0,
    createdAt: Number(row.created_at),
  };
}

/** One page of a subject's comments the viewer may see, newest first. */
export async function subjectComments(
  db: DbHandle,
  query: { subject: CommentSubject; viewer: CommentViewer; page: number; pageSize: number },
): Promise<CommentPage> {
  const viewerId = query.viewer?.id ?? 0;
  const [rows, total] = await Promise.all([
    commentQuery(db, viewerId)
      .where('c.subject_kind', '=', query.subject.kind)
      .where('c.subject_id', '=', query.subject.id)
      .where(visibleTo(query.viewer))
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db.kysely
      .selectFrom('comments as c')
      .where('c.subject_kind', '=', query.subject.kind)
      .where('c.subject_id', '=', query.subject.id)
      .where(visibleTo(query.viewer))
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(total.n),
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((row) => toComment(row, viewerId)),
  };
}

/** The count and average (one decimal) of a subject's approved, visible ratings. */
export async function subjectRating(db: DbHandle, subject: CommentSubject): Promise<CommentRating> {
  const row = await db.kysely
    .selectFrom('comments')
    .where('subject_kind', '=', subject.kind)
    .where('subject_id', '=', subject.id)
    .where('status', '=', 'approved')
    .where('hidden', '=', 0)
    .where('rating', 'is not', null)
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`avg(rating)`.as('average')])
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const average =
    count === 0 || row.average === null ? null : Math.round(Number(row.average) * 10) / 10;
  return { count, average };
}
