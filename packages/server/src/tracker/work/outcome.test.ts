import { PAGE_PROBLEM_MESSAGES, type PageProblem, type PageReading } from '@pricetrail/core';
import { describe, expect, test } from 'vitest';
import { fetchOutcome, readingOutcome } from './outcome.js';
import { REASONS } from './reasons.js';

function problem(name: PageProblem): PageReading {
  return { ok: false, problem: name, message: PAGE_PROBLEM_MESSAGES[name] };
}

describe('fetchOutcome', () => {
  test.each([
    [{ problem: 'http_status', status: 429, retryAfter: 60 }, 'blocked', REASONS.tooFrequent],
    [{ problem: 'http_status', status: 403 }, 'blocked', REASONS.tooFrequent],
    [{ problem: 'http_status', status: 404 }, 'failed', REASONS.pageGone],
    [{ problem: 'http_status', status: 502 }, 'failed', REASONS.storeError],
    [{ problem: 'timeout' }, 'failed', REASONS.timeout],
    [{ problem: 'network' }, 'failed', REASONS.network],
    [{ problem: 'too_large' }, 'failed', REASONS.unreadable],
  ] as const)('%o is %s, telling the shopper why', (fetched, kind, reason) => {
    const { outcome } = fetchOutcome({ ok: false, message: '', ...fetched });
    expect(outcome).toMatchObject({ kind, reason });
  });

  test("a 429 waits as long as the store's Retry-After asks", () => {
    const { outcome, trouble } = fetchOutcome({
      ok: false,
      problem: 'http_status',
      message: '',
      status: 429,
      retryAfter: 60,
    });
    expect(outcome).toMatchObject({ retryAfterMs: 60_000 });
    expect(trouble).toBe('blocked');
  });
});

describe('readingOutcome', () => {
  test.each([
    ['login_wall', 'blocked', REASONS.loginWall],
    ['captcha', 'blocked', REASONS.captcha],
    ['not_found', 'failed', REASONS.pageGone],
    ['not_product', 'failed', REASONS.unreadable],
  ] as const)('a page with %s is %s, telling the shopper why', (name, kind, reason) => {
    expect(readingOutcome(problem(name)).outcome).toMatchObject({ kind, reason });
  });

  test('an item off the shelf or priced by script needs no retry reason', () => {
    expect(readingOutcome(problem('off_shelf')).outcome).toEqual({ kind: 'off_shelf' });
    expect(readingOutcome(problem('price_by_script')).outcome).toEqual({ kind: 'needs_browser' });
  });
});
