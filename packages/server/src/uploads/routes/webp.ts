import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { IMAGE_SIZES, type ImageSize } from '../index.js';

/** Cache policy for images only some viewers may see: never kept by shared caches or disks. */
export const PRIVATE_CACHE = 'private, no-store';

/** Schema of the `size` path parameter: one of the stored sizes. */
export const imageSizeSchema = { type: 'string', enum: Object.keys(IMAGE_SIZES) } as const;

/** Schema of a 200 answer that is WebP bytes. */
export const webpResponse = {
  description: 'WebP 图片',
  content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
} as const;

/** What {@link sendWebp} sends. */
export interface WebpImage {
  /** The stored image's id. */
  id: string;
  /** Which of its sizes. */
  size: ImageSize;
  /** The `cache-control` header for this viewer. */
  cacheControl: string;
  /** The 404 message when its file is missing. */
  notFound: string;
}

/** Replies with one stored size of an image as WebP bytes; a missing file is a 404. */
export async function sendWebp(reply: FastifyReply, image: WebpImage): Promise<FastifyReply> {
  let bytes: Buffer;
  try {
    bytes = await readFile(reply.server.images.fileOf(image.id, image.size));
  } catch {
    throw new HttpError(404, image.notFound);
  }
  return reply
    .header('content-type', 'image/webp')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', image.cacheControl)
    .send(bytes);
}
