import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type {
  Comment,
  CommentPage,
  CommentRating,
  CommentSubject,
  CommentsApiClient,
} from './commentTypes';

/** Where a thread is: reading its first page, shown, or failed. */
export type CommentThreadStatus = 'loading' | 'ready' | 'error';

/** One subject's comments: newest first, 更多 for the next page, and reports. */
export class CommentThreadStore {
  /** The comments read so far, newest first. */
  items: Comment[] = [];
  /** How many the viewer may see in all. */
  total = 0;
  /** The rating summary of a rated subject. */
  rating: CommentRating | null = null;
  /** Loading state of the first page. */
  status: CommentThreadStatus = 'loading';
  /** Whether the next page is being read. */
  isLoadingMore = false;
  /** The Chinese line of a failed read or report. */
  message: string | undefined = undefined;
  /** The server's thanks after a report. */
  notice: string | undefined = undefined;
  private page = 0;

  constructor(
    private readonly api: CommentsApiClient,
    private readonly subject: CommentSubject,
  ) {
    makeAutoObservable<this, 'api' | 'subject'>(
      this,
      { api: false, subject: false },
      { autoBind: true },
    );
  }

  /** Whether there are comments not read yet. */
  get hasMore(): boolean {
    return this.items.length < this.total;
  }

  /** Reads the first page again (after a comment is sent, too). */
  load = flow(function* (this: CommentThreadStore) {
    this.status = 'loading';
    this.message = undefined;
    try {
      const page = (yield this.api.list(this.subject, 1)) as CommentPage;
      this.items = [...page.items];
      this.total = page.total;
      this.rating = page.rating;
      this.page = 1;
      this.status = 'ready';
    } catch (error) {
      this.status = 'error';
      this.message = failureMessage(error);
    }
  });

  /** Reads the next page and adds the comments not already shown. */
  loadMore = flow(function* (this: CommentThreadStore) {
    if (this.isLoadingMore || !this.hasMore) return;
    this.isLoadingMore = true;
    this.message = undefined;
    try {
      const page = (yield this.api.list(this.subject, this.page + 1)) as CommentPage;
      const shown = new Set(this.items.map((item) => item.id));
      this.items.push(...page.items.filter((item) => !shown.has(item.id)));
      this.total = page.total;
      this.page = page.page;
    } catch (error) {
      this.message = failureMessage(error);
    } finally {
      this.isLoadingMore = false;
    }
  });

  /** Reports a comment and marks it reported. */
  report = flow(function* (this: CommentThreadStore, id: number) {
    this.message = undefined;
    this.notice = undefined;
    try {
      this.notice = (yield this.api.report(id)) as string;
      this.items = this.items.map((item) => (item.id === id ? { ...item, reported: true } : item));
    } catch (error) {
      this.message = failureMessage(error);
    }
  });
}
