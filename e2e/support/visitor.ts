import { createHash } from 'node:crypto';
import type { TestInfo } from '@playwright/test';
import { test as base } from './livePages';

/**
 * The address a device of this test appears from. The server trusts X-Forwarded-For from
 * loopback in the e2e run (TRUST_PROXY), as it would from a reverse proxy, so every test is its
 * own visitor with its own SMS budget, as real shoppers are; `device` tells a test's second
 * device (the phone of a QR sign-in) apart.
 */
export function visitorAddress(testInfo: TestInfo, device = 'browser'): string {
  const digest = createHash('sha256').update(`${testInfo.testId}:${device}`).digest();
  return `10.${digest[0]}.${digest[1]}.${((digest[2] ?? 0) % 254) + 1}`;
}

/** Headers that make a request come from `visitorAddress`. */
export function visitorHeaders(testInfo: TestInfo, device?: string): Record<string, string> {
  return { 'x-forwarded-for': visitorAddress(testInfo, device) };
}

/** Headers for the loopback-only test hooks, which must see the run's own machine. */
export const LOOPBACK_HEADERS = { 'x-forwarded-for': '127.0.0.1' };

/** Playwright's `test`, with each test's pages and requests coming from their own visitor. */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, ...visitorHeaders(testInfo) });
  },
});

export { expect } from '@playwright/test';
