import {
  MSG_SUGGESTION_TOO_LONG,
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_FIELD_CODES,
  SUGGESTION_IMAGES_MAX,
  type SuggestionField,
} from '@pricetrail/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors.js';
import { UPLOAD_MESSAGES } from '../../../uploads/index.js';
import { readImageForm } from '../multipartForm.js';

/** A refusal that belongs beside one field of the form: 400 with that field's code. */
export class FieldError extends HttpError {
  readonly code: number;

  constructor(
    readonly field: SuggestionField,
    message: string,
  ) {
    super(400, message);
    this.code = SUGGESTION_FIELD_CODES[field];
  }
}

/** The suggestion form as sent: text, contact and the screenshots' bytes. */
export interface SuggestionForm {
  text: string;
  contact: string;
  images: Buffer[];
}

/** Reads the multipart form, turning the parser's limits into the form's Chinese messages. */
export async function readSuggestionForm(request: FastifyRequest): Promise<SuggestionForm> {
  const form = await readImageForm(request, {
    fields: ['text', 'contact'],
    maxImages: SUGGESTION_IMAGES_MAX,
    notMultipart: '请用表单提交意见',
    tooLong: (field) => new FieldError(field, MSG_SUGGESTION_TOO_LONG),
    tooManyImages: () => new FieldError('images', MSG_SUGGESTION_TOO_MANY_IMAGES),
    tooBig: () => new FieldError('images', UPLOAD_MESSAGES.tooBig),
  });
  return { ...form.fields, images: form.images };
}
