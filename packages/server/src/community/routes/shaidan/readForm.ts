import {
  MSG_SHAIDAN_TOO_LONG,
  MSG_SHAIDAN_TOO_MANY_IMAGES,
  SHAIDAN_FIELD_CODES,
  SHAIDAN_IMAGES_MAX,
  type ShaidanField,
} from '@pricetrail/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors.js';
import { UPLOAD_MESSAGES } from '../../../uploads/index.js';
import { readImageForm } from '../multipartForm.js';

/** A refusal that belongs beside one field of the 晒单 form: 400 with that field's code. */
export class ShaidanFieldError extends HttpError {
  readonly code: number;

  constructor(
    readonly field: ShaidanField,
    message: string,
  ) {
    super(400, message);
    this.code = SHAIDAN_FIELD_CODES[field];
  }
}

/** The 晒单 form as sent: the product link, the text and the photos' bytes. */
export interface ShaidanForm {
  link: string;
  text: string;
  images: Buffer[];
}

/** Reads the multipart 晒单 form, turning the parser's limits into the form's Chinese messages. */
export async function readShaidanForm(request: FastifyRequest): Promise<ShaidanForm> {
  const form = await readImageForm(request, {
    fields: ['link', 'text'],
    maxImages: SHAIDAN_IMAGES_MAX,
    notMultipart: '请用表单提交晒单',
    tooLong: (field) =>
      new ShaidanFieldError(field, field === 'link' ? '商品链接过长' : MSG_SHAIDAN_TOO_LONG),
    tooManyImages: () => new ShaidanFieldError('images', MSG_SHAIDAN_TOO_MANY_IMAGES),
    tooBig: () => new ShaidanFieldError('images', UPLOAD_MESSAGES.tooBig),
  });
  return { ...form.fields, images: form.images };
}
