import { APP_COMMENT_SUBJECT, DEAL_POST_COMMENT_KIND } from '@pricetrail/core';
import type { DbHandle } from '../db/schema.js';
import { findDealPost } from './dealPosts/posts.js';

const POST_ID = /^[1-9]\d{0,9}$/;

/** What may be commented on: whether a subject exists, and whether its comments carry a rating. */
export interface CommentSubjectKind {
  /** True when a subject of this kind with this id exists and takes comments. */
  exists(db: DbHandle, subjectId: string): Promise<boolean>;
  /** Whether comments on it may carry 1–5 stars (and its thread shows their average). */
  rated: boolean;
}

/**
 * The subject kinds comments accept, by `subject_kind`. A new kind (a deal post, …) is one entry
 * here: the routes, the rate limit and moderation need nothing else.
 */
export const COMMENT_SUBJECTS: Readonly<Record<string, CommentSubjectKind>> = {
  // What people say about PriceTrail itself: one fixed subject.
  [APP_COMMENT_SUBJECT.kind]: {
    exists: (_db, subjectId) => Promise.resolve(subjectId === APP_COMMENT_SUBJECT.id),
    rated: true,
  },
  // A 好价 post, once approved: its comments are about whether the price is worth it.
  [DEAL_POST_COMMENT_KIND]: {
    exists: async (db, subjectId) =>
      POST_ID.test(subjectId) &&
      Number(subjectId) <= 2_147_483_647 &&
      (await findDealPost(db, Number(subjectId), null)) !== undefined,
    rated: false,
  },
};

/** The registered kind of this name, or undefined. */
export function commentSubjectKind(kind: string): CommentSubjectKind | undefined {
  return Object.hasOwn(COMMENT_SUBJECTS, kind) ? COMMENT_SUBJECTS[kind] : undefined;
}
