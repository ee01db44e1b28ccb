import { SITES, matchStoreUrl, isShortLinkHost } from '@pricetrail/core';
import { isIpLiteral } from '../tracker/fetch/addressGuard.js';
import type { FetchLimits } from '../tracker/fetch/fetchPage.js';
import {
  TooLargeError,
  discard,
  header,
  readCapped,
  requestFailure,
  requestThrough,
  type FetchRoutes,
} from '../tracker/fetch/pageRequest.js';
import { isStoreHost } from '../tracker/fetch/storeUrl.js';
import { redirectInPage } from './redirectInPage.js';

/** Why a short link gave no product URL. */
export type ExpandProblem =
  | 'foreign_host'
  | 'too_many_redirects'
  | 'no_product'
  | 'dead_link'
  | 'busy'
  | 'timeout'
  | 'too_large'
  | 'refused_address'
  | 'network';

/** A short link's product URL, or why there is none (`host`: the foreign host it pointed at). */
export type Expansion =
  { ok: true; url: URL } | { ok: false; problem: ExpandProblem; host?: string };

// A short link is followed only to another short-link service or to a store of the registry.
function mayVisit(url: URL): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (isIpLiteral(url.hostname)) return false;
  return isShortLinkHost(url.hostname) || SITES.some((site) => isStoreHost(site, url.hostname));
}

async function nextHop(routes: FetchRoutes, url: URL, limits: FetchLimits, signal: AbortSignal) {
  const { statusCode, headers, body } = await requestThrough(routes, url, limits.timeoutMs, signal);
  if (statusCode >= 300 && statusCode < 400 && headers.location) {
    discard(body);
    return header(headers.location);
  }
  if (statusCode !== 200) {
    discard(body);
    return null;
  }
  const bytes = await readCapped(body, limits.maxBytes);
  // The target is ASCII whatever the page's charset; latin1 reads any byte.
  return redirectInPage(Buffer.from(bytes).toString('latin1'));
}

/**
 * Follows a short link to the product page it stands for, the way a browser would but without
 * running anything: 30x answers and the redirect a 200 page names, at most `maxRedirects` of
 * them, each only to a short-link service or a store host of core's registry (never an IP literal);
 * the product page itself is not fetched. Requests go through the tracker's routes: the guarded
 * agent refuses private addresses, `STORE_HOST_MAP` sends mapped hosts to their origin.
 */
export async function expandShortLink(
  routes: FetchRoutes,
  shortLink: URL,
  limits: FetchLimits,
): Promise<Expansion> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = shortLink;
  try {
    for (let redirects = 0; ; redirects++) {
      if (matchStoreUrl(url)) return { ok: true, url };
      if (!mayVisit(url)) return { ok: false, problem: 'foreign_host', host: url.host };
      const next = await nextHop(routes, url, limits, deadline);
      if (next === null) return { ok: false, problem: 'dead_link' };
      if (next === undefined) return { ok: false, problem: 'no_product' };
      if (redirects >= limits.maxRedirects) return { ok: false, problem: 'too_many_redirects' };
      const target = URL.canParse(next, url.href) ? new URL(next, url) : undefined;
      if (!target) return { ok: false, problem: 'no_product' };
      url = target;
    }
  } catch (error) {
    if (error instanceof TooLargeError) return { ok: false, problem: 'too_large' };
    const failure = requestFailure(error, deadline);
    return { ok: false, problem: failure.kind };
  }
}
