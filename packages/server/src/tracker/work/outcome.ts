import { isPublishablePriceKind, type PageReading, type ProductReading } from '@pricetrail/core';
import type { Trouble } from '../budget/storeGate.js';
import type { FetchedPage } from '../fetch/fetchPage.js';
import { REASONS } from './reasons.js';

/** What one look at a product page came to; `reason` is what a shopper is told (reasons.ts). */
export type Outcome =
  | { kind: 'price'; reading: ProductReading }
  /** The page shows only a members' or new customers' price: nothing to publish. */
  | { kind: 'no_public_price' }
  | { kind: 'off_shelf' }
  | { kind: 'blocked'; retryAfterMs: number; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'needs_browser' }
  /** The store is backing off or paused: the item waits until `untilMs`. */
  | { kind: 'deferred'; untilMs: number };

function statusOutcome(status: number, retryAfter: number | undefined) {
  if (status === 429 || status === 403) {
    return {
      outcome: {
        kind: 'blocked',
        retryAfterMs: (retryAfter ?? 0) * 1000,
        reason: REASONS.tooFrequent,
      },
      trouble: 'blocked',
    } as const;
  }
  if (status === 404 || status === 410) {
    return { outcome: { kind: 'failed', reason: REASONS.pageGone }, trouble: undefined } as const;
  }
  const reason = status >= 500 ? REASONS.storeError : REASONS.unreadable;
  return {
    outcome: { kind: 'failed', reason },
    trouble: status >= 500 ? 'error' : undefined,
  } as const;
}

/** The outcome of a fetch that produced no page, and what it tells the store's budget. */
export function fetchOutcome(fetched: Extract<FetchedPage, { ok: false }>): {
  outcome: Outcome;
  trouble: Trouble | undefined;
} {
  switch (fetched.problem) {
    case 'http_status':
      return statusOutcome(fetched.status ?? 0, fetched.retryAfter);
    case 'timeout':
      return { outcome: { kind: 'failed', reason: REASONS.timeout }, trouble: 'error' };
    case 'network':
      return { outcome: { kind: 'failed', reason: REASONS.network }, trouble: 'error' };
    default:
      return { outcome: { kind: 'failed', reason: REASONS.unreadable }, trouble: undefined };
  }
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
      return {
        outcome: { kind: 'blocked', retryAfterMs: 0, reason: REASONS.loginWall },
        trouble: 'blocked',
      };
    case 'captcha':
      return {
        outcome: { kind: 'blocked', retryAfterMs: 0, reason: REASONS.captcha },
        trouble: 'blocked',
      };
    case 'off_shelf':
      return { outcome: { kind: 'off_shelf' }, trouble: undefined };
    case 'price_by_script':
      return { outcome: { kind: 'needs_browser' }, trouble: undefined };
    case 'not_found':
      return { outcome: { kind: 'failed', reason: REASONS.pageGone }, trouble: undefined };
    default:
      return { outcome: { kind: 'failed', reason: REASONS.unreadable }, trouble: undefined };
  }
}
