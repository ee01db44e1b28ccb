import type { Page } from '@playwright/test';
import { PUBLIC_ROUTES, resolveRoute, sampleProduct } from './support/publicRoutes';
import { signInThroughApi, uniquePhone } from './support/signIn';
import { consoleProblemsOf, trackRequests, waitUntilRendered } from './support/settledPage';
import { expect, test } from './support/visitor';

// A page arrives rendered and the browser takes it over without re-rendering it: React reports a
// hydration mismatch (or any other trouble) on the console, which fails the journey.

/** Opens `path`, checks the server rendered it, and waits until the page is live and settled. */
async function openHydrated(page: Page, path: string, status = 200): Promise<void> {
  const inFlight = trackRequests(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  expect(await response?.text()).toMatch(/<div id="root"><[a-z]/);
  await waitUntilRendered(page, inFlight);
}

// A visitor's browser taking each page over is checked on every route of the site, at a phone's
// width, by everyRoute.spec.ts. The server renders every page as a visitor sees it: a signed-in
// shopper's browser must take it over all the same (the session does not depend on the width).
test.describe('signed in', () => {
  // Declared before the tests run, so the phone project sets up no page for them.
  test.skip(({ isMobile }) => isMobile, 'the session does not depend on the width');
  for (const pattern of PUBLIC_ROUTES) {
    test(`${pattern} hydrates for a signed-in shopper`, async ({ page, request }, testInfo) => {
      await signInThroughApi(page, uniquePhone(testInfo));
      const path = await resolveRoute(request, pattern);
      const problems = consoleProblemsOf(page);
      await openHydrated(page, path);
      expect(problems).toEqual([]);
    });
  }
});

/** Records in the page when it goes live (`window.liveAt`, in the page's clock). */
async function recordWhenLive(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The document element does not exist yet when this runs: watch the whole document.
    new MutationObserver((_changes, observer) => {
      if (!document.documentElement.hasAttribute('data-live')) return;
      observer.disconnect();
      Object.assign(window, { liveAt: performance.now() });
    }).observe(document, { attributes: true, attributeFilter: ['data-live'], subtree: true });
  });
}

/** When the page went live, and when the built chunk named `chunk` had arrived (if it did). */
function liveAndChunkTimes(page: Page, chunk: string) {
  return page.evaluate((chunk) => {
    const code = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(entry.name));
    return {
      liveAt: (window as unknown as { liveAt: number }).liveAt,
      codeAt: (code as PerformanceResourceTiming | undefined)?.responseEnd,
    };
  }, chunk);
}

// The parts a page loads lazily (the product page's 收藏, its summary, the chart) are hydrated with
// their code at hand: a click on one of them as soon as the page is live is never dropped while
// the part still waits for its code.
test('a product page goes live only once the code of the parts it shows has arrived', async ({
  page,
  request,
}) => {
  const { dpId } = await sampleProduct(request);
  await recordWhenLive(page);
  await page.goto(`/crc64/dp${dpId}`);
  await page.getByRole('group', { name: '价格概览' }).getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('dialog', { name: '登录价迹' })).toBeVisible();

  const { liveAt, codeAt } = await liveAndChunkTimes(page, 'watchParts');
  expect(codeAt).toBeDefined();
  expect(liveAt).toBeGreaterThanOrEqual(codeAt ?? Number.POSITIVE_INFINITY);
});

// The 404 view's code loads only when a route fails; its search must answer once the page is live.
test('a 404 goes live only once the code of its view has arrived', async ({ page }) => {
  await recordWhenLive(page);
  await page.goto('/no/such/page');
  const search = page.getByRole('main').getByRole('textbox', { name: '商品链接或关键词' });
  await search.fill('手机');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/crc64\/list\?q=%E6%89%8B%E6%9C%BA$/);

  const { liveAt, codeAt } = await liveAndChunkTimes(page, 'RouteError');
  expect(codeAt).toBeDefined();
  expect(liveAt).toBeGreaterThanOrEqual(codeAt ?? Number.POSITIVE_INFINITY);
});

// The server's HTML is the same for everyone; a signed-in shopper's parts show once the page is live.
test('/zhi/detail/{post} hydrates for a signed-in shopper, then offers 值 / 不值 and the comment form', async ({
  page,
  request,
}, testInfo) => {
  await signInThroughApi(page, uniquePhone(testInfo));
  const path = await resolveRoute(request, '/zhi/detail/{post}');
  const problems = consoleProblemsOf(page);
  await openHydrated(page, path);
  await expect(page.getByRole('button', { name: /^值 \d+$/ })).toBeVisible();
  await expect(page.getByRole('form', { name: '发表评论' })).toBeVisible();
  expect(problems).toEqual([]);
});

// A 404 is rendered inside the site's header and footer like any page, and taken over the same way.
for (const path of ['/no/such/page', '/crc64/dpnot-a-dpid']) {
  test(`the 404 of ${path} hydrates inside the site without a console error or warning`, async ({
    page,
  }) => {
    const problems = consoleProblemsOf(page, path);
    await openHydrated(page, path, 404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Page not found: |^Page Not Found: /,
    );
    expect(problems).toEqual([]);
  });
}
