import { parseProductUrl, searchKeywords } from '@pricetrail/core';
import { historyPageUrl } from '../background/lookup';
import { siteLinks } from './siteLinks';

/**
 * Where the popup's search box sends the shopper on our site: a product link or share text to the
 * product's history page, words without a link to the catalogue's search, and any other link (a
 * short one the server must follow, another store's) to the site's lookup page, which says why.
 */
export function searchTarget(origin: string, text: string): string {
  const parsed = parseProductUrl(text);
  if ('dpId' in parsed) return historyPageUrl(origin, parsed.dpId);
  const keywords = parsed.error === 'not_a_url' && searchKeywords(text);
  return keywords ? siteLinks.search(origin, keywords) : siteLinks.lookup(origin, text);
}
