import { parseProductUrl } from '@pricetrail/core';
import { historyPageUrl } from '../background/lookup';
import { siteLinks } from './siteLinks';

/**
 * Where the popup's search box sends the shopper on our site: a product link or share text to the
 * product's history page; anything else (a short link the server must follow, keywords) to the
 * site's lookup page, which takes any text (the site has no keyword search page yet).
 */
export function searchTarget(origin: string, text: string): string {
  const parsed = parseProductUrl(text);
  return 'dpId' in parsed ? historyPageUrl(origin, parsed.dpId) : siteLinks.lookup(origin, text);
}
