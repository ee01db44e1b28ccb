import { isPublishablePriceKind, type PageReading, type ProductReading } from '@pricetrail/core';
import type { Trouble } from '../budget/storeGate.js';
import type { FetchedPage } from '../fetch/fetchPage.js';

/** What one look at a product page came to. */
export type Outcome =
  | { kind: 'price'; reading: ProductReading }
  /** The page shows only a members' or new customers' price: nothing to publish. */
  | { kind: 'no_public_price' }
  | { kind: 'off_shelf' }
  | { kind: 'blocked'; retryAfterMs: number }
  | { kind: 'failed' }
  | { kind: 'needs_browser' }
  /** The store is backing off or paused: the item waits until `untilMs`. */
  | { kind: 'deferred'; untilMs: number };

/** The outcome of a fetch that produced no page, and what it tells the store's budget. */
export function fetchOutcome(fetched: Extract<FetchedPage, { ok: false }>): {
  outcome: Outcome;
  trouble: Trouble | undefined;
} {
  if (fetched.problem === 'http_status') {
    const status = fetched.status ?? 0;
    if (status === 429 || status === 403) {
      return {
        outcome: { kind: 'blocked', retryAfterMs: (fetched.retryAfter ?? 0) * 1000 },
        trouble: 'blocked',
      };
    }
    return { outcome: { kind: 'failed' }, trouble: status >= 500 ? 'error' : undefined };
  }
  if (fetched.problem === 'timeout' || fetched.problem === 'network') {
    return { outcome: { kind: 'failed' }, trouble: 'error' };
  }
  return { outcome: { kind: 'failed' }, trouble: undefined };
}

/** The outcome of a page read (`price_by_script` is decided by the caller: browser or not). */
export function readingOutcome(read: PageReading): {
  outcome: Outcome;
  trouble: Trouble | undefined;
} {
  if (read.ok) {
    const publishable = isPublishablePriceKind(read.reading.priceKind);
    return {
      outcome: publishable ? { kind: 'price', reading: read.reading } : { kind: 'no_public_price' },
      trouble: undefined,
    };
  }
  switch (read.problem) {
    case 'login_wall':
    case 'captcha':
      return { outcome: { kind: 'blocked', retryAfterMs: 0 }, trouble: 'blocked' };
    case 'off_shelf':
      return { outcome: { kind: 'off_shelf' }, trouble: undefined };
    case 'price_by_script':
      return { outcome: { kind: 'needs_browser' }, trouble: undefined };
    default:
      return { outcome: { kind: 'failed' }, trouble: undefined };
  }
}
