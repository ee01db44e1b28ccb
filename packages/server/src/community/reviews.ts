import { sql } from 'kysely';
import type { DbHandle, ModerationStatus } from '../db/schema.js';

/** One short review as the pages see it. */
export interface ProductReview {
  id: number;
  dpId: string;
  title: string;
  author: string;
  rating: number;
  text: string;
  status: ModerationStatus;
  rejectReason: string | null;
  createdAt: number;
}

/** A product's approved reviews, their count and average rating (null with none). */
export interface ReviewSummary {
  count: number;
  average: number | null;
  items: ProductReview[];
}

/** Stores a pending review; its id. */
export async function addReview(
  db: DbHandle,
  review: { userId: number; dpId: string; rating: number; text: string; now: number },
): Promise<number> {
  const row = await db.kysely
    .insertInto('product_reviews')
    .values({
      user_id: review.userId,
      dp_id: review.dpId,
      rating: review.rating,
      text: review.text,
      created_at: review.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

function reviewQuery(db: DbHandle) {
  return db.kysely
    .selectFrom('product_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('products as pr', 'pr.dp_id', 'r.dp_id')
    .select([
      'r.id',
      'r.dp_id',
      'r.rating',
      'r.text',
      'r.status',
      'r.reject_reason',
      'r.created_at',
      'u.nickname',
      'pr.title',
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];

function toReview(row: ReviewRow): ProductReview {
  return {
    id: Number(row.id),
    dpId: row.dp_id,
    title: row.title ?? '',
    author: row.nickname,
    rating: Number(row.rating),
    text: row.text,
    status: row.status,
    rejectReason: row.reject_reason,
    createdAt: Number(row.created_at),
  };
}

/** A product's approved reviews (newest first, at most `limit`) with the count and average of all. */
export async function productReviews(
  db: DbHandle,
  dpId: string,
  limit: number,
): Promise<ReviewSummary> {
  const [rows, stats] = await Promise.all([
    reviewQuery(db)
      .where('r.dp_id', '=', dpId)
      .where('r.status', '=', 'approved')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute(),
    db.kysely
      .selectFrom('product_reviews')
      .where('dp_id', '=', dpId)
      .where('status', '=', 'approved')
      .select([sql<number>`count(*)`.as('n'), sql<number | null>`avg(rating)`.as('average')])
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(stats.n);
  const average =
    count === 0 || stats.average === null ? null : Math.round(Number(stats.average) * 10) / 10;
  return { count, average, items: rows.map(toReview) };
}

/** One author's own reviews in every state, newest first. */
export async function reviewsBy(
  db: DbHandle,
  userId: number,
  limit: number,
): Promise<ProductReview[]> {
  const rows = await reviewQuery(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toReview);
}

/** Pending reviews, oldest first, for operators. */
export async function pendingReviews(db: DbHandle, limit: number): Promise<ProductReview[]> {
  const rows = await reviewQuery(db)
    .where('r.status', '=', 'pending')
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toReview);
}
