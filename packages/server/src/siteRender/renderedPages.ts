import type { InProcessTransport, PageRenderer, RenderedRedirect } from '@pricetrail/core';
import type { Db } from '../db/schema.js';
import { AnswerCache } from '../prices/read/answerCache.js';
import { renderedPage, type RenderedPage } from './renderedPage.js';

// A product page is about 50 KB of HTML: over a thousand of them in memory.
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
// The chart shows the last year, which moves with the clock: as long as a windowed history answer.
const PAGE_SECONDS = 60;
// Pages remembered as a product's, for the revision check.
const REMEMBERED = 50_000;

/** What a page request comes to: a page to send (and the product it shows), or a redirect. */
export type PageOutcome =
  | { readonly kind: 'page'; readonly page: RenderedPage; readonly dpId: string | undefined }
  | RenderedRedirect;

/** What the rendered pages need from the server. */
export interface RenderedPagesOptions {
  /** The site's renderer. */
  readonly renderer: PageRenderer;
  /** The API in process. */
  readonly api: InProcessTransport;
  /** The database (its change stamp). */
  readonly db: Db;
  /** A product's current revision; undefined when unknown. */
  readonly revision: (dpId: string) => Promise<number | undefined>;
  /** Now in epoch seconds. */
  readonly clock: () => number;
  /** The site's public origin. */
  readonly origin: () => string;
}

/**
 * The site's pages, rendered on request. A product page is kept by the product's revision, like
 * its history answer (ADR 4's change stamp: while nothing was written, a kept page is current
 * from memory alone; after a write, one revision read tells), so a kept page costs about what a
 * kept history answer costs. Requests for a page being rendered wait for that render.
 */
export class RenderedPages {
  readonly #cache = new AnswerCache<RenderedPage>(PAGE_CACHE_BYTES);
  readonly #products = new Map<string, string>();
  readonly #rendering = new Map<string, Promise<PageOutcome>>();
  #renders = 0;

  constructor(private readonly options: RenderedPagesOptions) {}

  /** How many pages were rendered rather than taken from the cache. */
  get renders(): number {
    return this.#renders;
  }

  /** The page at `url` (path and query). */
  async page(url: string, onError: (error: unknown) => void): Promise<PageOutcome> {
    const now = this.options.clock();
    const stamp = this.options.db.answerStamp?.();
    const dpId = this.#products.get(url);
    if (dpId !== undefined) {
      const unchanged =
        stamp === undefined ? undefined : this.#cache.unchangedSince(url, stamp, now);
      if (unchanged) return { kind: 'page', page: unchanged, dpId };
      const revision = await this.options.revision(dpId);
      const kept = revision === undefined ? undefined : this.#cache.get(url, revision, now, stamp);
      if (kept) return { kind: 'page', page: kept, dpId };
    }
    let rendering = this.#rendering.get(url);
    if (!rendering) {
      rendering = this.#render(url, onError).finally(() => this.#rendering.delete(url));
      this.#rendering.set(url, rendering);
    }
    return rendering;
  }

  async #render(url: string, onError: (error: unknown) => void): Promise<PageOutcome> {
    this.#renders += 1;
    const now = this.options.clock();
    // The product this page showed last time, and its revision before this render reads it.
    const known = this.#products.get(url);
    const revisionBefore = known === undefined ? undefined : await this.options.revision(known);
    const stampBefore = this.options.db.answerStamp?.();
    const result = await this.options.renderer.render({
      url,
      origin: this.options.origin(),
      api: this.options.api,
      onError,
    });
    if (result.kind === 'redirect') return result;
    const page = renderedPage(result);
    const dpId = result.dependsOn.find((dependency) => dependency.kind === 'product')?.dpId;
    if (dpId === undefined) return { kind: 'page', page, dpId };
    const stamp = this.options.db.answerStamp?.();
    const revision = await this.options.revision(dpId);
    // The page shows `revision` when the product did not change around the render (the same
    // revision before and after it), or when nothing at all was written meanwhile.
    const isConsistent =
      (known === dpId && revisionBefore === revision) ||
      (stampBefore !== undefined && stampBefore === stamp);
    if (revision !== undefined && isConsistent) {
      this.#cache.set(url, revision, now + PAGE_SECONDS, page, stamp);
    }
    if (this.#products.size >= REMEMBERED) this.#products.clear();
    this.#products.set(url, dpId);
    return { kind: 'page', page, dpId };
  }
}
