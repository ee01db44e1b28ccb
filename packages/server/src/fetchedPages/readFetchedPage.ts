import { readProductPage, type PageReading } from '@pricetrail/core';
import { toPageInput } from './toPageInput.js';

/** Decodes, parses and reads one fetched store page. */
export function readFetchedPage(url: string, bytes: Uint8Array, contentType?: string): PageReading {
  return readProductPage(toPageInput(url, bytes, contentType));
}
