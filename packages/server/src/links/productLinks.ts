import { findShortLink, parseProductUrl, type ParsedProduct } from '@pricetrail/core';
import type { FetchLimits } from '../tracker/fetch/fetchPage.js';
import type { FetchRoutes } from '../tracker/fetch/pageRequest.js';
import { ExpansionCache } from './expansionCache.js';
import { expandShortLink, type Expansion } from './expandShortLink.js';
import { LINK_ERRORS, shortLinkError } from './linkErrors.js';

/** The product a pasted link names, or the Chinese reason it names none. */
export type FoundLink = ParsedProduct | { message: string };

/** How short links are followed and remembered. */
export interface ShortLinkSettings {
  /** Time, size and redirect limits of one expansion. */
  limits: FetchLimits;
  /** Seconds an expansion is remembered. */
  ttlS: number;
  /** Expansions remembered at most. */
  remembered: number;
  /** Different short links being expanded at once at most (each costs outbound requests). */
  concurrency: number;
}

/**
 * A shopper waits on the answer, so a short link gets 8 seconds, not the tracker's 15; its pages
 * are a few kilobytes. Share links stand for the same item for days: remembered for a day.
 */
export const SHORT_LINK_SETTINGS: ShortLinkSettings = {
  limits: { timeoutMs: 8_000, maxBytes: 256 * 1024, maxRedirects: 3 },
  ttlS: 86_400,
  remembered: 5_000,
  concurrency: 16,
};

/**
 * Finds the product in a pasted link or app-share text; a short link (京东 3.cn / u.jd.com,
 * 淘口令 m.tb.cn, 拼多多 p.pinduoduo.com, …) is expanded on the server once and remembered, and a
 * crowd pasting the same one waits on the same expansion.
 */
export class ProductLinks {
  readonly #cache: ExpansionCache;
  readonly #running = new Map<string, Promise<Expansion>>();

  constructor(
    private readonly routes: FetchRoutes,
    clock: () => number,
    private readonly settings: ShortLinkSettings = SHORT_LINK_SETTINGS,
  ) {
    this.#cache = new ExpansionCache(clock, settings.ttlS, settings.remembered);
  }

  /** The product `text` names, expanding its short link if it holds one. */
  async find(text: string): Promise<FoundLink> {
    const parsed = parseProductUrl(text);
    if (!('error' in parsed)) return parsed;
    const shortLink = parsed.error === 'needs_resolution' ? findShortLink(text) : undefined;
    if (!shortLink) return { message: LINK_ERRORS[parsed.error] };
    const expansion = await this.expand(shortLink);
    if (!expansion.ok) return { message: shortLinkError(expansion.problem, expansion.host) };
    const product = parseProductUrl(expansion.url.href);
    return 'error' in product ? { message: shortLinkError('no_product') } : product;
  }

  /** Where a short link leads: remembered, already on its way, or followed now. */
  expand(shortLink: URL): Promise<Expansion> {
    const key = shortLink.href;
    const known = this.#cache.get(key);
    if (known) return Promise.resolve({ ok: true, url: known });
    const running = this.#running.get(key);
    if (running) return running;
    if (this.#running.size >= this.settings.concurrency) {
      return Promise.resolve({ ok: false, problem: 'busy' });
    }
    const expansion = expandShortLink(this.routes, shortLink, this.settings.limits).then(
      (answer) => {
        if (answer.ok) this.#cache.set(key, answer.url);
        return answer;
      },
    );
    this.#running.set(key, expansion);
    return expansion.finally(() => this.#running.delete(key));
  }
}
