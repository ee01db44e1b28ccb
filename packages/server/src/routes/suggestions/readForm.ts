import {
  MSG_SUGGESTION_TOO_LONG,
  MSG_SUGGESTION_TOO_MANY_IMAGES,
  SUGGESTION_FIELD_CODES,
  SUGGESTION_IMAGES_MAX,
  type SuggestionField,
} from '@pricetrail/core';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors.js';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '../../uploads/index.js';

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

// Room for 500 characters of 4 bytes each; a longer value is cut by the parser and refused.
const FIELD_BYTES = 4 * 1024;

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Reads the multipart form, turning the parser's limits into the form's Chinese messages. */
export async function readSuggestionForm(request: FastifyRequest): Promise<SuggestionForm> {
  if (!request.isMultipart()) throw new HttpError(400, '请用表单提交意见');
  const form: SuggestionForm = { text: '', contact: '', images: [] };
  try {
    const parts = request.parts({
      limits: {
        files: SUGGESTION_IMAGES_MAX,
        fileSize: MAX_IMAGE_BYTES,
        fields: 4,
        fieldSize: FIELD_BYTES,
        parts: SUGGESTION_IMAGES_MAX + 4,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // A file input left empty sends a part with no name and no bytes: nothing was chosen.
        const bytes = await part.toBuffer();
        if (part.filename !== '' || bytes.length > 0) form.images.push(bytes);
      } else if (part.fieldname === 'text' || part.fieldname === 'contact') {
        if (part.valueTruncated) throw new FieldError(part.fieldname, MSG_SUGGESTION_TOO_LONG);
        form[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT') throw new FieldError('images', MSG_SUGGESTION_TOO_MANY_IMAGES);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new FieldError('images', UPLOAD_MESSAGES.tooBig);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, '表单内容过多');
    throw error;
  }
  return form;
}
