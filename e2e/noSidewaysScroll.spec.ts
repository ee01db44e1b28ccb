import { SITE_ROUTE_PATTERNS } from '@pricetrail/core';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/livePages';

/** The narrowest phone, a common phone and a laptop. */
const WIDTHS = [320, 375, 1280] as const;

/** Real values for the route parameters: a product, a category and an event of the demo catalogue. */
async function demoParams(request: APIRequestContext): Promise<Record<string, string>> {
  const search = (await (await request.get('/api/search?page=1')).json()) as {
    items: { product: { dpId: string } }[];
  };
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: { slug: string }[];
  };
  const events = (await (await request.get('/api/promotions')).json()) as {
    items: { id: number }[];
  };
  const dpid = search.items[0]?.product.dpId;
  const slug = categories[0]?.slug;
  const id = events.items[0]?.id;
  if (!dpid || !slug || id === undefined) {
    throw new Error('the demo catalogue has no product, category or event');
  }
  return { dpid, class: slug, id: String(id) };
}

/** The address of a route pattern with its `:name` parameters filled in. */
function addressOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no demo value for :${name} of ${pattern}`);
    return value;
  });
}

/** Resolves after the browser has drawn two more frames: what React committed is laid out. */
function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Counts the page's data and code requests in flight (API calls, lazily loaded chunks). */
function trackRequests(page: Page): () => number {
  const pending = new Set<Request>();
  const isTracked = (request: Request) =>
    ['fetch', 'xhr', 'script'].includes(request.resourceType());
  page.on('request', (request) => void (isTracked(request) && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  return () => pending.size;
}

/** Waits until the page shows its main heading and has no data or code left to load and draw. */
async function waitUntilRendered(page: Page, inFlight: () => number): Promise<void> {
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

// Every page of the site's route table, so a page added later is checked too. Each is loaded once
// at the narrowest width, as a phone would open it, and widened from there.
for (const pattern of SITE_ROUTE_PATTERNS) {
  // The test sets each width itself: it runs on the desktop project only (playwright.config.ts).
  test(`${pattern} does not scroll sideways at ${WIDTHS.join(', ')} px`, async ({
    page,
    request,
  }) => {
    const address = addressOf(pattern, await demoParams(request));
    const inFlight = trackRequests(page);
    const [firstWidth] = WIDTHS;
    await page.setViewportSize({ width: firstWidth, height: 800 });
    await page.goto(address);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await waitUntilRendered(page, inFlight);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${address} is wider than ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}
