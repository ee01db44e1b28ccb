import { commentProblem, isCommentRating, MSG_COMMENT_RATING } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { CommentSubject, CommentsApiClient, SentComment } from './commentTypes';

/** One comment being written: its text, its stars on a rated subject, and the server's answer. */
export class CommentFormStore {
  /** What the author wrote. */
  text = '';
  /** Stars chosen (0 for none). */
  rating = 0;
  /** Why it cannot be sent, or the server's refusal. */
  error: string | null = null;
  /** Whether it is on its way. */
  isSending = false;
  /** The server's line about the last comment sent. */
  sentMessage = '';

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

  /** Updates the text. */
  setText(text: string): void {
    this.text = text;
    this.error = null;
  }

  /** Chooses the stars (0 clears them). */
  setRating(rating: number): void {
    this.rating = rating;
    this.error = null;
  }

  /** Checks and sends the comment; true once the server has it (the form is then empty). */
  submit = flow(function* (this: CommentFormStore) {
    if (this.isSending) return false;
    const problem =
      commentProblem(this.text) ??
      (this.rating !== 0 && !isCommentRating(this.rating) ? MSG_COMMENT_RATING : undefined);
    if (problem) {
      this.error = problem;
      return false;
    }
    this.isSending = true;
    this.sentMessage = '';
    try {
      const sent = (yield this.api.send(this.subject, {
        text: this.text.trim(),
        rating: this.rating === 0 ? null : this.rating,
      })) as SentComment;
      this.sentMessage = sent.message;
      this.text = '';
      this.rating = 0;
      return true;
    } catch (error) {
      this.error = failureMessage(error);
      return false;
    } finally {
      this.isSending = false;
    }
  });
}
