import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { MAX_IMAGE_BYTES } from '../../uploads/index.js';

/** A multipart form with images: its text fields by name and the images' bytes, in order. */
export interface ImageForm<F extends string> {
  fields: Record<F, string>;
  images: Buffer[];
}

/** How one form is read: its text fields, how many images, and the refusals it answers with. */
export interface ImageFormRules<F extends string> {
  fields: readonly F[];
  maxImages: number;
  /** The message when the request is not a multipart form. */
  notMultipart: string;
  /** The refusal for a field longer than the parser keeps. */
  tooLong: (field: F) => HttpError;
  /** The refusal for more images than `maxImages`. */
  tooManyImages: () => HttpError;
  /** The refusal for an image over the size limit. */
  tooBig: () => HttpError;
}

// Room for 500 characters of 4 bytes each; a longer value is cut by the parser and refused.
const FIELD_BYTES = 4 * 1024;

/** The refusal of a body that is not a well-formed multipart form. */
export const MSG_MALFORMED_FORM = '表单内容不完整或格式有误，请重新提交';

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

// What the client sent is at fault: busboy refuses a malformed body (no boundary, a part cut off,
// junk) with a plain Error, @fastify/multipart a cut-off request with its own 4xx error.
function isMalformedForm(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') return status >= 400 && status < 500;
  return Object.getPrototypeOf(error) === Error.prototype;
}

/** Reads a multipart form of text fields and images; a passed limit or a malformed body is 400. */
export async function readImageForm<F extends string>(
  request: FastifyRequest,
  rules: ImageFormRules<F>,
): Promise<ImageForm<F>> {
  if (!request.isMultipart()) throw new HttpError(400, rules.notMultipart);
  const fields = Object.fromEntries(rules.fields.map((name) => [name, ''])) as Record<F, string>;
  const form: ImageForm<F> = { fields, images: [] };
  const isField = (name: string): name is F => (rules.fields as readonly string[]).includes(name);
  try {
    const parts = request.parts({
      limits: {
        files: rules.maxImages,
        fileSize: MAX_IMAGE_BYTES,
        fields: rules.fields.length + 2,
        fieldSize: FIELD_BYTES,
        parts: rules.maxImages + rules.fields.length + 2,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        // A file input left empty sends a part with no name and no bytes: nothing was chosen.
        const bytes = await part.toBuffer();
        if (part.filename !== '' || bytes.length > 0) form.images.push(bytes);
      } else if (isField(part.fieldname)) {
        if (part.valueTruncated) throw rules.tooLong(part.fieldname);
        form.fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = errorCode(error);
    if (code === 'FST_FILES_LIMIT') throw rules.tooManyImages();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooBig();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, '表单内容过多');
    if (isMalformedForm(error)) throw new HttpError(400, MSG_MALFORMED_FORM);
    throw error;
  }
  return form;
}
