import { reviewProblem } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { failureMessage } from '../login/failureMessage';
import type { CommunityApiClient } from './communityTypes';

/** A product's short-review form: a 1–5 rating and a few words, pending review once sent. */
export class ReviewFormStore {
  /** Stars chosen (0 until one is). */
  rating = 0;
  /** What the reviewer wrote. */
  text = '';
  /** Why it cannot be sent, or the server's refusal. */
  error: string | null = null;
  /** Where the form is. */
  status: 'editing' | 'sending' | 'sent' = 'editing';
  /** The server's line once received. */
  sentMessage = '';

  constructor(
    private readonly api: CommunityApiClient,
    private readonly dpId: string,
  ) {
    makeAutoObservable<this, 'api' | 'dpId'>(this, { api: false, dpId: false }, { autoBind: true });
  }

  /** Chooses the stars. */
  setRating(rating: number): void {
    this.rating = rating;
    this.error = null;
  }

  /** Updates the text. */
  setText(text: string): void {
    this.text = text;
    this.error = null;
  }

  /** Checks and sends the review. */
  submit = flow(function* (this: ReviewFormStore) {
    if (this.status !== 'editing') return;
    const problem = reviewProblem(this.rating, this.text);
    if (problem) {
      this.error = problem;
      return;
    }
    this.status = 'sending';
    try {
      this.sentMessage = (yield this.api.review(
        this.dpId,
        this.rating,
        this.text.trim(),
      )) as string;
      this.status = 'sent';
    } catch (error) {
      this.status = 'editing';
      this.error = failureMessage(error);
    }
  });
}
