import type { ModerationStatus } from '../community/moderationStatus';
import type { Page } from '../paging/page';

/** What a thread is about: a kind the server registers ('app', 'deal', …) and an id in it. */
export interface CommentSubject {
  /** The subject's kind. */
  readonly kind: string;
  /** The subject's id within its kind. */
  readonly id: string;
}

/** One comment as the viewer sees it. */
export interface Comment {
  /** The comment's number. */
  readonly id: number;
  /** The author's nickname. */
  readonly author: string;
  /** One to five stars, or null without a rating. */
  readonly rating: number | null;
  /** What the author wrote (plain text). */
  readonly text: string;
  /** Where it stands with the operators. */
  readonly status: ModerationStatus;
  /** Why it was rejected (only its author sees it). */
  readonly rejectReason: string | null;
  /** Hidden by reports until an operator decides (only its author and operators see it). */
  readonly hidden: boolean;
  /** Whether the viewer wrote it. */
  readonly mine: boolean;
  /** Whether the viewer has reported it. */
  readonly reported: boolean;
  /** When it was written (epoch seconds). */
  readonly createdAt: number;
}

/** A rated subject's approved ratings. */
export interface CommentRating {
  /** How many ratings there are. */
  readonly count: number;
  /** Their average, one decimal; null with none. */
  readonly average: number | null;
}

/** One page of a thread (its total: the comments the viewer may see), newest first. */
export interface CommentPage extends Page<Comment> {
  /** The rating summary of a rated subject; null for others. */
  readonly rating: CommentRating | null;
}

/** A comment awaiting an operator: pending, or hidden by reports. */
export interface QueuedComment extends Comment {
  /** The subject's kind. */
  readonly subjectKind: string;
  /** The subject's id. */
  readonly subjectId: string;
  /** How many people reported it. */
  readonly reports: number;
}

/** What the server said about a sent comment. */
export interface SentComment {
  /** 'pending' for a new account's comment, else 'approved'. */
  readonly status: 'pending' | 'approved';
  /** The server's line. */
  readonly message: string;
}

/** The comments endpoints (real over HTTP, or a fake in stories). */
export interface CommentsApiClient {
  /** One page of a subject's comments. */
  list(subject: CommentSubject, page: number): Promise<CommentPage>;
  /** Sends a comment (with stars on a rated subject). */
  send(
    subject: CommentSubject,
    draft: { text: string; rating: number | null },
  ): Promise<SentComment>;
  /** Reports a comment; answers the server's line. */
  report(id: number): Promise<string>;
}
