import { createHash } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER, type RenderedDocument } from '@pricetrail/core';
import type { CachedAnswer } from '../prices/read/answerCache.js';
import { deflateParts, gzipAround } from './gzipAroundNonce.js';

/** The ETag of a document: a digest of its HTML before the nonce goes in. */
export function documentEtag(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** A rendered page ready to send again and again: its HTML cut where each response's nonce goes. */
export interface RenderedPage extends CachedAnswer {
  /** 200, or 404 for unknown routes and failed checks. */
  readonly status: number;
  /** `X-Robots-Tag: noindex`. */
  readonly isNoIndex: boolean;
  /** The HTML as bytes between the nonce placeholders (one more part than nonces). */
  readonly parts: readonly Buffer[];
  /** Each part deflated once, for gzip responses (`gzipAround`). */
  readonly deflatedParts: readonly Buffer[];
}

/** Prepares a rendered document for sending: bytes, ETag, and the parts around each nonce. */
export function renderedPage(
  document: Pick<RenderedDocument, 'html' | 'status' | 'isNoIndex'>,
): RenderedPage {
  const body = Buffer.from(document.html);
  const parts = document.html.split(CSP_NONCE_PLACEHOLDER).map((part) => Buffer.from(part));
  return {
    body,
    etag: documentEtag(document.html),
    status: document.status,
    isNoIndex: document.isNoIndex,
    parts,
    deflatedParts: deflateParts(parts),
  };
}

/** The page's bytes with `nonce` in every place the render left for it. */
export function withNonce(page: RenderedPage, nonce: string): Buffer {
  const filler = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) chunks.push(filler);
    chunks.push(part);
  });
  return Buffer.concat(chunks);
}

/** The page's gzip body with `nonce` in every place the render left for it. */
export function gzipWithNonce(page: RenderedPage, nonce: string): Buffer {
  return gzipAround(page.parts, page.deflatedParts, Buffer.from(nonce));
}
