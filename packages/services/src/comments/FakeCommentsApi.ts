import { NetworkError, RateLimitedError } from '../http/errors';
import { pageOf } from '../paging/page';
import type {
  Comment,
  CommentPage,
  CommentRating,
  CommentSubject,
  CommentsApiClient,
  SentComment,
} from './commentTypes';
import { SAMPLE_COMMENTS, SAMPLE_COMMENT_RATING } from './sampleComments';

/** How a {@link FakeCommentsApi} refuses: no answer at all, or the server's 429. */
export type FakeCommentsFailure = 'network' | 'tooFast';

/** Answers of a {@link FakeCommentsApi}; by default the sample thread, every comment pending. */
export interface FakeCommentsOptions {
  /** The thread, newest first. */
  comments?: readonly Comment[];
  /** The rating summary (null for an unrated subject). */
  rating?: CommentRating | null;
  /** Comments per page. */
  pageSize?: number;
  /** Refuse every read this way. */
  fail?: FakeCommentsFailure;
  /** Refuse every comment sent this way. */
  sendFailure?: FakeCommentsFailure;
  /** What a sent comment becomes: 'pending' (a new account, the default) or 'approved'. */
  sentStatus?: 'pending' | 'approved';
  /** Milliseconds every read takes (0 by default; a huge value never answers). */
  delayMs?: number;
}

/** The server's lines, as the fake answers them. */
export const FAKE_COMMENT_LINES = {
  pending: '评论已提交，审核通过后展示',
  approved: '评论已发布',
  reported: '已举报，感谢你的反馈',
  tooFast: '评论太频繁了，请稍后再试',
} as const;

/** Comments in memory: sent ones join the thread as the viewer's own, reports are remembered. */
export class FakeCommentsApi implements CommentsApiClient {
  /** Every comment sent, in order. */
  readonly sent: { subject: CommentSubject; text: string; rating: number | null }[] = [];
  /** Every comment id reported, in order. */
  readonly reports: number[] = [];
  private comments: Comment[];

  constructor(private readonly options: FakeCommentsOptions = {}) {
    this.comments = [...(options.comments ?? SAMPLE_COMMENTS)];
  }

  private async answer(failure: FakeCommentsFailure | undefined, delay = 0): Promise<void> {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (failure === 'network') throw new NetworkError('offline');
    if (failure === 'tooFast') throw new RateLimitedError(429, FAKE_COMMENT_LINES.tooFast);
  }

  async list(_subject: CommentSubject, page: number): Promise<CommentPage> {
    await this.answer(this.options.fail, this.options.delayMs);
    return {
      ...pageOf(this.comments, page, this.options.pageSize ?? 20),
      rating: this.options.rating === undefined ? SAMPLE_COMMENT_RATING : this.options.rating,
    };
  }

  async send(
    subject: CommentSubject,
    draft: { text: string; rating: number | null },
  ): Promise<SentComment> {
    await this.answer(this.options.sendFailure);
    this.sent.push({ subject, ...draft });
    const status = this.options.sentStatus ?? 'pending';
    const id = Math.max(0, ...this.comments.map((c) => c.id)) + 1;
    this.comments.unshift({
      id,
      author: '价迹用户',
      rating: draft.rating,
      text: draft.text,
      status,
      rejectReason: null,
      hidden: false,
      mine: true,
      reported: false,
      createdAt: Date.UTC(2026, 10, 27, 4) / 1000,
    });
    return { status, message: FAKE_COMMENT_LINES[status] };
  }

  report(id: number): Promise<string> {
    this.reports.push(id);
    return Promise.resolve(FAKE_COMMENT_LINES.reported);
  }
}
