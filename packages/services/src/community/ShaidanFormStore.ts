import {
  MSG_SHAIDAN_TOO_MANY_IMAGES,
  SHAIDAN_IMAGES_MAX,
  shaidanFieldOf,
  validateShaidan,
  type ShaidanField,
} from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { ApiError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { ChosenImage } from '../suggestion/SuggestionStore';
import type { CommunityApiClient } from './communityTypes';

/** Where the 晒单 form is: being written, on its way, or received (pending review). */
export type ShaidanFormStatus = 'editing' | 'sending' | 'sent';

/** `/shaidan`'s upload form: a product link, the text and up to nine photos. */
export class ShaidanFormStore {
  /** The product's store link. */
  link = '';
  /** What the author wrote. */
  text = '';
  /** The chosen photos, in order. */
  images: ChosenImage[] = [];
  /** The line beside each field that is wrong. */
  errors: Partial<Record<ShaidanField, string>> = {};
  /** A failure that belongs to no field (network, rate limit). */
  formError: string | null = null;
  /** Where the form is. */
  status: ShaidanFormStatus = 'editing';
  /** The server's line once received. */
  sentMessage = '';

  constructor(private readonly api: CommunityApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Updates the link and clears its error. */
  setLink(link: string): void {
    this.link = link;
    this.errors.link = undefined;
  }

  /** Updates the text and clears its error. */
  setText(text: string): void {
    this.text = text;
    this.errors.text = undefined;
  }

  /** Replaces the chosen photos; more than nine keep the first nine and say so. */
  setImages(images: readonly ChosenImage[]): void {
    this.images = images.slice(0, SHAIDAN_IMAGES_MAX);
    this.errors.images =
      images.length > SHAIDAN_IMAGES_MAX ? MSG_SHAIDAN_TOO_MANY_IMAGES : undefined;
  }

  /** Checks the form and sends it; a refusal lands beside its field, anything else above the button. */
  submit = flow(function* (this: ShaidanFormStore) {
    if (this.status !== 'editing') return;
    this.formError = null;
    const problems = validateShaidan({
      link: this.link,
      text: this.text,
      imageCount: this.images.length,
    });
    this.errors = problems;
    if (Object.keys(problems).length > 0) return;
    this.status = 'sending';
    try {
      this.sentMessage = (yield this.api.send({
        link: this.link.trim(),
        text: this.text.trim(),
        images: this.images.map(({ file }) => ({ data: file, filename: file.name })),
      })) as string;
      this.status = 'sent';
    } catch (error) {
      this.status = 'editing';
      const field = error instanceof ApiError ? shaidanFieldOf(error.code) : undefined;
      if (field) this.errors = { ...this.errors, [field]: failureMessage(error) };
      else this.formError = failureMessage(error);
    }
  });

  /** Starts a new, empty 晒单 after one was sent. */
  startOver(): void {
    this.link = '';
    this.text = '';
    this.images = [];
    this.errors = {};
    this.formError = null;
    this.sentMessage = '';
    this.status = 'editing';
  }
}
