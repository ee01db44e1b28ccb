import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { chromiumLaunchOptions } from '../tests/chromium';
import { showsStoriesInFrames } from './blocks/sections';
import { showDocsEntry } from './testing/showDocsEntry';

/** One entry of the built catalogue's index.json. */
interface IndexEntry {
  id: string;
  title: string;
  type: 'docs' | 'story';
  importPath: string;
}

const baseUrl = inject('catalogueUrl');
const index = (await (await fetch(new URL('index.json', baseUrl))).json()) as {
  entries: Record<string, IndexEntry>;
};
const docsEntries = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const storyEntries = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** The stories a docs page renders inline: its file's, unless it shows them in frames. */
function inlineStoryIds(docs: IndexEntry): string[] {
  if (showsStoriesInFrames(docs.title)) return [];
  return storyEntries.filter((story) => story.importPath === docs.importPath).map(({ id }) => id);
}

// The slowest page takes 4 s on a quiet machine; the suite runs beside the journeys, which slow
// it down up to six times.
const RENDER_TIMEOUT_MS = 60_000;

let browser: Browser;
// One loaded catalogue for every docs page: each entry is shown by switching the story selection,
// as Storybook's sidebar does, instead of loading and compiling the whole preview again.
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await chromium.launch(chromiumLaunchOptions());
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A page's docs show each story in two frames, each a whole second preview; the stories suite
  // renders and photographs those stories, so here the frames get an empty page.
  await page.route(
    (url) => url.pathname.endsWith('/iframe.html') && url.searchParams.get('viewMode') === 'story',
    (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>story</title>' }),
  );
  // Without an id, the preview loads and waits to be told what to show.
  await page.goto(new URL('iframe.html', baseUrl).href);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
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
  const storyTitles = new Set(storyEntries.map((entry) => entry.title));
  expect([...storyTitles].filter((title) => !titles.includes(title))).toEqual([]);
});

test.each(docsEntries.map((entry) => [entry.title, entry] as const))(
  '%s renders its docs page without an error',
  { timeout: RENDER_TIMEOUT_MS },
  async (_title, entry) => {
    pageErrors.length = 0;
    const shown = await page.evaluate(showDocsEntry, {
      id: entry.id,
      inlineStoryIds: inlineStoryIds(entry),
    });
    expect(shown.problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    const errorText = await page
      .locator('body.sb-show-errordisplay #error-message')
      .allTextContents();
    expect(errorText).toEqual([]);
    await expect(page.locator('#storybook-docs h1').first().textContent()).resolves.not.toBe('');
  },
);
