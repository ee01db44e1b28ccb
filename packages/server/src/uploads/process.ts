import { IMAGE_UPLOAD_MAX_BYTES } from '@pricetrail/core';
import sharp, { type Metadata, type ResizeOptions } from 'sharp';
import { UploadError } from './messages.js';
import { carriesMarkup, sniffImage, type ImageKind } from './sniff.js';

/** At most this many bytes per image (10 MB). */
export const MAX_IMAGE_BYTES = IMAGE_UPLOAD_MAX_BYTES;
/** At most this many pixels per image (40 megapixels); also the decoder's limit. */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The stored sizes: name → long side in px (never enlarged). */
export const IMAGE_SIZES = { large: 1600, medium: 800, small: 320 } as const;

/** A stored size's name. */
export type ImageSize = keyof typeof IMAGE_SIZES;

/** One accepted image, re-encoded as WebP in every size, orientation applied, no metadata. */
export interface PreparedImage {
  /** What the upload really was. */
  sourceKind: ImageKind;
  /** Upright width and height of the original. */
  width: number;
  height: number;
  /** WebP bytes per size. */
  variants: Record<ImageSize, Buffer>;
}

const DECODE = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' } as const;

function fitInside(side: number): ResizeOptions {
  return { width: side, height: side, fit: 'inside', withoutEnlargement: true };
}

function refusal(error: unknown): UploadError {
  const text = error instanceof Error ? error.message : '';
  return new UploadError(/pixel limit/i.test(text) ? 'tooManyPixels' : 'broken');
}

/**
 * Checks one upload by its bytes (type, size, pixels, integrity, no markup) and re-encodes it.
 * Throws `UploadError` with the Chinese reason; never writes anything.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length === 0) throw new UploadError('empty');
  if (bytes.length > MAX_IMAGE_BYTES) throw new UploadError('tooBig');
  const sourceKind = sniffImage(bytes);
  if (!sourceKind) throw new UploadError('type');
  if (carriesMarkup(bytes)) throw new UploadError('foreign');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, DECODE).metadata();
  } catch (error) {
    throw refusal(error);
  }
  if (meta.format !== sourceKind) throw new UploadError('broken');
  const { width, height } = meta.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadError('tooManyPixels');
  try {
    // Decode the whole image once, upright, at the largest stored size: a truncated or corrupt
    // file fails here. The smaller sizes come from that, so a big photo is decoded only once.
    const largest = await sharp(bytes, DECODE)
      .rotate()
      .resize(fitInside(IMAGE_SIZES.large))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const variants = {} as Record<ImageSize, Buffer>;
    for (const [size, side] of Object.entries(IMAGE_SIZES) as [ImageSize, number][]) {
      variants[size] = await sharp(largest.data, { raw: largest.info })
        .resize(fitInside(side))
        .webp({ quality: 82 })
        .toBuffer();
    }
    return { sourceKind, width, height, variants };
  } catch (error) {
    throw refusal(error);
  }
}
