import type { PageReading } from '@pricetrail/core';
import type { StoreBudgets } from '../budget/storeBudgets.js';
import {
  fetchStorePage,
  type FetchedPage,
  type FetchLimits,
  type FetchRoutes,
} from '../fetch/fetchPage.js';
import { storePageFor, type StorePage } from '../fetch/storeUrl.js';
import { fetchOutcome, readingOutcome, type Outcome } from './outcome.js';
import { REASONS } from './reasons.js';
import type { WorkItem } from './workItem.js';

/** Reads fetched bytes as a store page (the readers' server adapter). */
export type PageReader = (url: string, bytes: Uint8Array, contentType: string) => PageReading;

/** Renders a page in headless Chromium and answers its HTML as a fetched page. */
export interface PageRenderer {
  render(page: StorePage, signal?: AbortSignal): Promise<FetchedPage>;
}

/** Everything a look at one item's page needs. */
export interface LookDeps {
  budgets: StoreBudgets;
  routes: FetchRoutes;
  limits: FetchLimits;
  read: PageReader;
  /** Set when `TRACKER_BROWSER` names a Chromium. */
  renderer: PageRenderer | undefined;
}

async function look(deps: LookDeps, page: StorePage, signal?: AbortSignal) {
  const fetched = await fetchStorePage(deps.routes, page, deps.limits, signal);
  if (!fetched.ok) return fetchOutcome(fetched);
  const read = deps.read(fetched.url.toString(), fetched.bytes, fetched.contentType);
  if (read.ok || read.problem !== 'price_by_script' || !deps.renderer) return readingOutcome(read);
  const rendered = await deps.renderer.render(page, signal);
  if (!rendered.ok) return fetchOutcome(rendered);
  const reread = deps.read(rendered.url.toString(), rendered.bytes, rendered.contentType);
  return readingOutcome(reread);
}

/**
 * Looks at one claimed item's page within its store's budget and answers what it found (the
 * caller records it). An abort (shutdown) throws: the claim lapses and the item is handed out
 * again.
 */
export async function lookAtItem(
  deps: LookDeps,
  item: WorkItem,
  signal?: AbortSignal,
): Promise<Outcome> {
  const page = storePageFor(item.dpId, item.canonicalUrl);
  if (!page) return { kind: 'failed', reason: REASONS.unreadable };
  const gate = deps.budgets.gate(page.site.key);
  const release = await gate.acquire(signal);
  let result: Awaited<ReturnType<typeof look>>;
  if (!release) {
    result = { outcome: { kind: 'deferred', untilMs: gate.openAt }, trouble: undefined };
  } else {
    try {
      result = await look(deps, page, signal);
    } finally {
      release();
    }
    if (result.trouble) {
      gate.failed(
        result.trouble,
        result.outcome.kind === 'blocked' ? result.outcome.retryAfterMs : 0,
      );
    } else {
      gate.succeeded();
    }
  }
  return result.outcome;
}
