import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

// A page arrives rendered by the server and answers to input only once the browser has taken it
// over (hydration; the site marks <html data-live>). Until then its content is hidden in the
// journeys, so Playwright's own waits (visible, enabled) hold every action and assertion until the
// page is live, after a goto, a reload or any full navigation alike. The checks of the raw HTML
// and of pages without JavaScript (where no script runs) see the page as it is.
// A constructed style sheet: the CSSOM is not governed by the pages' CSP, a <style> would be.
const HIDE_UNTIL_LIVE = (siteOrigin: string) => {
  // A store's page (the extension's journeys) has its own #root and never goes live.
  if (location.origin !== siteOrigin) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('html:not([data-live]) #root { visibility: hidden !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

/** Holds the site's pages at `siteURL`, in every tab and frame of `context`, until they are live. */
export async function holdSitePagesUntilLive(
  context: BrowserContext,
  siteURL: string,
): Promise<void> {
  await context.addInitScript(HIDE_UNTIL_LIVE, new URL(siteURL).origin);
}

/**
 * A second browser context for a journey (a phone beside the desktop, an operator, another
 * network), its site pages held until live like the fixture's own: `options.baseURL` names the site.
 */
export async function newSiteContext(
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await holdSitePagesUntilLive(context, options.baseURL);
  return context;
}

/** Playwright's `test`, its pages waiting until the site has taken the server's HTML over. */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled, baseURL }, use) => {
    // Without JavaScript nothing takes the page over: it is what the server sent.
    if (javaScriptEnabled !== false) await holdSitePagesUntilLive(context, baseURL ?? '');
    await use(context);
  },
});

export { expect } from '@playwright/test';
