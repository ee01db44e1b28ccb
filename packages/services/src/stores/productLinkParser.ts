import { parseProductUrl, searchKeywords } from '@pricetrail/core';

// Its own chunk: the link parser carries every mall's URL rules (≈ 1.6 KB gzip), needed only
// when a shopper submits a link, not before a page can render.
export { parseProductUrl };

/** The words to search the catalogue for, when the text holds no link at all. */
export function keywordsWithoutLink(
  parsed: ReturnType<typeof parseProductUrl>,
  text: string,
): string | undefined {
  return ('error' in parsed && parsed.error === 'not_a_url' && searchKeywords(text)) || undefined;
}
