import { SITE_ROUTE_PATTERNS } from '@pricetrail/core';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/livePages';
import { consoleProblemsOf, trackRequests, waitUntilRendered } from './support/settledPage';

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

// Every page of the site's route table, so a page added later is checked too. Each is loaded once
// at the narrowest width, as a phone would open it: it arrives rendered by the server, the browser
// takes it over without a console error or warning (React reports a hydration mismatch there), and
// it does not scroll sideways at that width or as it is widened. A signed-in shopper's browser
// taking the same HTML over is hydration.spec.ts.
for (const pattern of SITE_ROUTE_PATTERNS) {
  // The test sets each width itself: it runs on the desktop project only (playwright.config.ts).
  test(`${pattern} hydrates cleanly and does not scroll sideways at ${WIDTHS.join(', ')} px`, async ({
    page,
    request,
  }) => {
    const address = addressOf(pattern, await demoParams(request));
    const inFlight = trackRequests(page);
    const problems = consoleProblemsOf(page);
    const [firstWidth] = WIDTHS;
    await page.setViewportSize({ width: firstWidth, height: 800 });
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/<div id="root"><[a-z]/);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await waitUntilRendered(page, inFlight);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(scrollWidth, `${address} is wider than ${width} px`).toBeLessThanOrEqual(width);
    }
    expect(problems).toEqual([]);
  });
}
