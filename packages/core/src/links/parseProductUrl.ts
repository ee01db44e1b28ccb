import { hostBelongsTo } from '../sites/registry.js';
import { toDpId } from '../sites/dpId.js';
import { extractUrls } from './extractUrls.js';
import { SHORT_LINK_DOMAINS, STORE_RULES, type StoreMatch } from './storeRules.js';

/** A product found in a link: its site, item, dp id and the clean desktop URL. */
export interface ParsedProduct {
  siteId: number;
  itemId: string;
  dpId: string;
  canonicalUrl: string;
}

/** Why no product was found: no URL at all, a store we do not support, or a short link. */
export type ParseProductError = 'not_a_url' | 'unsupported_site' | 'needs_resolution';

/** The answer of {@link parseProductUrl}. */
export type ParseProductResult = ParsedProduct | { error: ParseProductError };

function toUrl(candidate: string): URL | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The store item in one URL, if its host belongs to a store we know. */
export function matchStoreUrl(url: URL): StoreMatch | null {
  const host = url.hostname.toLowerCase();
  for (const [domain, rule] of STORE_RULES) {
    if (hostBelongsTo(host, domain)) return rule(url);
  }
  return null;
}

/** True when the host is one of the short-link services whose links only the service can expand. */
export function isShortLinkHost(host: string): boolean {
  const lower = host.toLowerCase();
  return SHORT_LINK_DOMAINS.some((domain) => hostBelongsTo(lower, domain));
}

/** The first short link (3.cn, u.jd.com, m.tb.cn, …) in a link or an app-share text. */
export function findShortLink(input: string): URL | undefined {
  for (const candidate of extractUrls(input)) {
    const url = toUrl(candidate);
    if (url && !matchStoreUrl(url) && isShortLinkHost(url.hostname)) return url;
  }
  return undefined;
}

/**
 * Finds the product in a store link or an app-share text (淘口令, 【title】 + link, …). Tracking
 * parameters never reach the canonical URL; look-alike hosts are never taken for a store.
 */
export function parseProductUrl(input: string): ParseProductResult {
  let fallback: ParseProductError = 'not_a_url';
  for (const candidate of extractUrls(input)) {
    const url = toUrl(candidate);
    if (!url) continue;
    const found = matchStoreUrl(url);
    if (found) {
      const { siteId, itemId, canonicalUrl } = found;
      return { siteId, itemId, dpId: toDpId(itemId, siteId), canonicalUrl };
    }
    if (isShortLinkHost(url.hostname)) fallback = 'needs_resolution';
    else if (fallback === 'not_a_url') fallback = 'unsupported_site';
  }
  return { error: fallback };
}

/** Behaviour.md §9: rewrites a mobile shop product URL to its desktop page; anything else is unchanged. */
export function toDesktopUrl(input: string): string {
  const url = toUrl(input.trim());
  const found = url && matchStoreUrl(url);
  return found?.isMobile ? found.canonicalUrl : input;
}
