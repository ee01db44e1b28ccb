import type { PageInput } from '@pricetrail/core';
import { inlineScripts } from './inlineScripts.js';
import { LazyDocument } from './lazyDocument.js';
import { PageText } from './pageText.js';

/** A fetched page as the store readers take it; nothing is decoded or parsed until a reader asks. */
class FetchedPageInput implements PageInput {
  readonly document: LazyDocument;
  private readonly text: PageText;
  private scriptTexts: readonly string[] | null = null;

  constructor(
    readonly url: string,
    bytes: Uint8Array,
    contentType?: string,
  ) {
    this.text = new PageText(bytes, contentType);
    this.document = new LazyDocument(this.text.chunks());
  }

  get scripts(): readonly string[] {
    this.scriptTexts ??= inlineScripts(this.text);
    return this.scriptTexts;
  }
}

/**
 * Turns a fetched page's bytes into what the store readers take: URL, document and inline script
 * texts (kept raw, as in the browser), decoded by the page's charset and parsed only as far as the
 * readers ask.
 */
export function toPageInput(
  url: string,
  bytes: Uint8Array,
  contentType?: string,
): PageInput & { document: LazyDocument } {
  return new FetchedPageInput(url, bytes, contentType);
}
