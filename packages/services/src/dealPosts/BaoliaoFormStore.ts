import { baoliaoFieldOf, validateBaoliao, type BaoliaoField } from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { ApiError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { DealPostsApiClient } from './dealPostTypes';

/** Where the 爆料 form is: being written, on its way, or received (pending review). */
export type BaoliaoFormStatus = 'editing' | 'sending' | 'sent';

/** The 爆料 form: a product link and why its price is good. */
export class BaoliaoFormStore {
  /** The product's store link. */
  link = '';
  /** Why the price is good. */
  reason = '';
  /** The line beside each field that is wrong. */
  errors: Partial<Record<BaoliaoField, string>> = {};
  /** A failure that belongs to no field (network, sign-in, rate limit). */
  formError: string | null = null;
  /** Where the form is. */
  status: BaoliaoFormStatus = 'editing';
  /** The server's line once received. */
  sentMessage = '';
  /** The new post's number once received (its page shows it to its author while pending). */
  sentId: number | undefined = undefined;

  constructor(private readonly api: DealPostsApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Updates the link and clears its error. */
  setLink(link: string): void {
    this.link = link;
    this.errors.link = undefined;
  }

  /** Updates the reason and clears its error. */
  setReason(reason: string): void {
    this.reason = reason;
    this.errors.reason = undefined;
  }

  /** Checks the form and sends it; a refusal lands beside its field, anything else above the button. */
  submit = flow(function* (this: BaoliaoFormStore) {
    if (this.status !== 'editing') return;
    this.formError = null;
    const problems = validateBaoliao({ link: this.link, reason: this.reason });
    this.errors = problems;
    if (Object.keys(problems).length > 0) return;
    this.status = 'sending';
    try {
      const sent = (yield this.api.send({
        link: this.link.trim(),
        reason: this.reason.trim(),
      })) as { id: number; message: string };
      this.sentMessage = sent.message;
      this.sentId = sent.id;
      this.status = 'sent';
    } catch (error) {
      this.status = 'editing';
      const field = error instanceof ApiError ? baoliaoFieldOf(error.code) : undefined;
      if (field) this.errors = { ...this.errors, [field]: failureMessage(error) };
      else this.formError = failureMessage(error);
    }
  });

  /** Starts a new, empty 爆料 after one was sent. */
  startOver(): void {
    this.link = '';
    this.reason = '';
    this.errors = {};
    this.formError = null;
    this.sentMessage = '';
    this.sentId = undefined;
    this.status = 'editing';
  }
}
