import {
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_IMAGES_MAX,
  suggestionFieldOf,
  validateSuggestion,
  type SuggestionField,
} from '@pricetrail/core';
import { flow, makeAutoObservable } from 'mobx';
import { ApiError } from '../http/errors';
import { failureMessage } from '../login/failureMessage';
import type { SuggestionApiClient } from './suggestionTypes';

/** Where the form is: being written, on its way, or received. */
export type SuggestionStatus = 'editing' | 'sending' | 'sent';

/** A screenshot the person chose, with an id that stays while others are removed. */
export interface ChosenImage {
  /** Stable id for lists and removal. */
  readonly id: string;
  /** The chosen file. */
  readonly file: File;
}

/** `/app/suggestion`: the feedback form — text, contact, up to three screenshots — and its sending. */
export class SuggestionStore {
  /** What the person wrote. */
  text = '';
  /** The optional phone number or e-mail address. */
  contact = '';
  /** The chosen screenshots, in order. */
  images: ChosenImage[] = [];
  /** The line beside each field that is wrong. */
  errors: Partial<Record<SuggestionField, string>> = {};
  /** A failure that belongs to no field (network, rate limit). */
  formError: string | null = null;
  /** Where the form is. */
  status: SuggestionStatus = 'editing';
  /** The server's thank-you line once received. */
  sentMessage = '';

  constructor(private readonly api: SuggestionApiClient) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** More screenshots may still be chosen. */
  get canAddImages(): boolean {
    return this.images.length < SUGGESTION_IMAGES_MAX && this.status === 'editing';
  }

  /** Updates the text and clears its error. */
  setText(text: string): void {
    this.text = text;
    this.errors.text = undefined;
  }

  /** Updates the contact and clears its error. */
  setContact(contact: string): void {
    this.contact = contact;
    this.errors.contact = undefined;
  }

  /**
   * Replaces the chosen screenshots (the file picker checks type and size as it adds them); more
   * than three keep the first three and say so. The server checks every file again by its bytes.
   */
  setImages(images: readonly ChosenImage[]): void {
    this.images = images.slice(0, SUGGESTION_IMAGES_MAX);
    this.errors.images =
      images.length > SUGGESTION_IMAGES_MAX ? MSG_SUGGESTION_TOO_MANY_IMAGES : undefined;
  }

  /** Checks the form and sends it; a refusal lands beside its field, anything else above the button. */
  submit = flow(function* (this: SuggestionStore) {
    if (this.status !== 'editing') return;
    this.formError = null;
    const problems = validateSuggestion({ text: this.text, contact: this.contact });
    this.errors = { ...problems, images: this.errors.images };
    if (problems.text || problems.contact) return;
    this.status = 'sending';
    try {
      const sent = (yield this.api.send({
        text: this.text.trim(),
        contact: this.contact.trim(),
        images: this.images.map(({ file }) => ({ data: file, filename: file.name })),
      })) as Awaited<ReturnType<SuggestionApiClient['send']>>;
      this.sentMessage = sent.message;
      this.status = 'sent';
    } catch (error) {
      this.status = 'editing';
      const field = error instanceof ApiError ? suggestionFieldOf(error.code) : undefined;
      if (field) this.errors = { ...this.errors, [field]: failureMessage(error) };
      else this.formError = failureMessage(error);
    }
  });

  /** Starts a new, empty suggestion after one was sent. */
  startOver(): void {
    this.text = '';
    this.contact = '';
    this.images = [];
    this.errors = {};
    this.formError = null;
    this.sentMessage = '';
    this.status = 'editing';
  }
}
