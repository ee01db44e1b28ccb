import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { chromiumLaunchOptions } from '../tests/chromium';

/** One entry of the built catalogue's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
}

const baseUrl = inject('catalogueUrl');
const index = (await (await fetch(new URL('index.json', baseUrl))).json()) as {
  entries: Record<string, IndexEntry>;
};
const docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');

const RENDER_TIMEOUT_MS = 110_000;

let browser: Browser;
// One context for all pages, so the catalogue's scripts are fetched once and then cached.
let context: BrowserContext;

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser.close();
});

test('the catalogue has a docs page for the introduction, every token page and every story file', () => {
  const titles = docsEntries.map((entry) => entry.title);
  expect(titles).toEqual(
    expect.arrayContaining([
      'Introduction',
      'Tokens/Colours',
      'Tokens/Typography',
      'Tokens/Spacing',
      'Tokens/Breakpoints',
      'Base/Dialog',
      'Pages/HomePage',
    ]),
  );
  const storyTitles = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.title),
  );
  expect([...storyTitles].filter((title) => !titles.includes(title))).toEqual([]);
});

test.each(docsEntries.map((entry) => [entry.title, entry.id] as const))(
  '%s renders its docs page without an error',
  async (_title, id) => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(new URL(`iframe.html?id=${id}&viewMode=docs`, baseUrl).href);
      // Storybook shows either the rendered docs or its error screen. PriceChart's page, with its
      // long price series in every story's source, took 52 s on a busy shared machine.
      await page.waitForSelector('#storybook-docs h1, body.sb-show-errordisplay', {
        timeout: RENDER_TIMEOUT_MS,
      });
      const errorText = await page
        .locator('body.sb-show-errordisplay #error-message')
        .allTextContents();
      expect(errorText).toEqual([]);
      expect(pageErrors).toEqual([]);
      await expect(page.locator('#storybook-docs h1').first().textContent()).resolves.not.toBe('');
    } finally {
      await page.close();
    }
  },
);
