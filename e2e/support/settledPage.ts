import type { Page, Request } from '@playwright/test';
import { expect } from './livePages';

/** Resolves after the browser has drawn two more frames: what React committed is laid out. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Counts the page's data and code requests in flight (API calls, lazily loaded chunks). */
export function trackRequests(page: Page): () => number {
  const pending = new Set<Request>();
  const isTracked = (request: Request) =>
    ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => void (isTracked(request) && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  return () => pending.size;
}

/** Waits until the page shows its main heading and has no data or code left to load and draw. */
export async function waitUntilRendered(page: Page, inFlight: () => number): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      async () => {
        await nextFrames(page);
        return inFlight();
      },
      { timeout: 15_000 },
    )
    .toBe(0);
  await nextFrames(page);
  // The price chart lists its numbers in a table for screen readers, one render after the plot.
  if ((await page.getByRole('group', { name: '价格概览' }).count()) > 0) {
    await expect(page.getByRole('table', { name: /价格记录/ })).toBeAttached();
  }
}

/**
 * The console's errors and warnings and the page's errors, collected from now on; a 404 page's
 * own answer (which the browser logs as a failed load) is what the page is meant to be.
 */
export function consoleProblemsOf(page: Page, notFoundPath?: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const isNotFoundAnswer =
      notFoundPath !== undefined &&
      new URL(message.location().url).pathname === notFoundPath &&
      message.text().endsWith('status of 404 (Not Found)');
    if ((message.type() === 'error' || message.type() === 'warning') && !isNotFoundAnswer) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}
