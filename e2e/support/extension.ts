import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_ORIGIN, parseProductUrl, type ParsedProduct } from '@pricetrail/core';
import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
  type Worker,
} from '@playwright/test';
import { fixturePage } from '../../packages/server/src/fakes/fakeStore.ts';
import { launchWithExtension } from '../../tests/extension/launch.ts';
import { importPrices } from './alerts';
import { holdSitePagesUntilLive } from './livePages';

/** The bits of the extension APIs the tests call inside the extension's service worker. */
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
  runtime: { onMessage: { addListener(listener: (message: unknown) => void): void } };
};

/** A store page from the readers' fixtures, under a product id no other test uses. */
export interface StorePage {
  /** The page's address on the store's host (served by `context.route`). */
  url: string;
  body: Buffer;
  contentType: string;
  /** The product's dp id, site and clean link. */
  product: ParsedProduct;
  title: string;
  /** What the page shows as today's price (its 到手价, else its 页面价), in fen. */
  price: number;
}

/**
 * The fixture page `file` with its item id swapped for a fresh one of the same length (in the
 * address and everywhere in the page, so the reader's cross-checks still agree): every test, and
 * every repeat of it, meets a product the server has never seen.
 */
export function freshStorePage(file: string): StorePage {
  const fixture = fixturePage(file);
  const original = parseProductUrl(fixture.url);
  if ('error' in original) throw new Error(`${file}: ${fixture.url} names no product`);
  const freshId = `9${Array.from({ length: original.itemId.length - 1 }, () => randomInt(10)).join('')}`;
  const swap = (text: string) => text.split(original.itemId).join(freshId);
  const url = swap(fixture.url);
  const product = parseProductUrl(url) as ParsedProduct;
  const expected = fixture.expect as {
    title: string;
    listPrice: number;
    finalPrice: number | null;
  };
  return {
    url,
    body: Buffer.from(swap(fixture.bytes.toString('latin1')), 'latin1'),
    contentType: `text/html; charset=${fixture.charset}`,
    product,
    title: expected.title,
    price: expected.finalPrice ?? expected.listPrice,
  };
}

const DAY = 86_400;

/**
 * A known history for the page's product, written as an operator feed would: its all-time low 120
 * days ago at 80% of today's price, 90% from 40 days ago (the 30-day low), and 105% two days ago,
 * so today's price is a drop the server publishes from a shopper's report (within its ±50% guard);
 * `promo` is the store's promotion text on that last day, and `clusterKey` groups the product with
 * the same goods in other stores.
 */
export function importHistory(
  page: StorePage,
  { promo, clusterKey }: { promo?: string; clusterKey?: string } = {},
): { lowest: number; lowest30: number } {
  const at = (share: number) => Math.round(page.price * share);
  const { dpId, canonicalUrl: url } = page.product;
  importPrices({ dpId, url, title: page.title, clusterKey }, [
    { finalPrice: at(0.8), secondsAgo: 120 * DAY },
    { finalPrice: at(0.9), secondsAgo: 40 * DAY },
    { finalPrice: at(1.05), secondsAgo: 2 * DAY, promo },
  ]);
  return { lowest: at(0.8), lowest30: at(0.9) };
}

/** Serves these store pages from the context; any other https request (images, scripts) fails. */
export async function serveStorePages(context: BrowserContext, pages: readonly StorePage[]) {
  const byUrl = new Map(pages.map((page) => [new URL(page.url).href, page]));
  await context.route(/^https:\/\//, async (route) => {
    const page = byUrl.get(new URL(route.request().url()).href);
    if (!page) return route.abort();
    return route.fulfill({ body: page.body, headers: { 'content-type': page.contentType } });
  });
}

/** The extension's settings in chrome.storage.local. */
export interface ExtensionSettings {
  serverOrigin?: string;
  contributing?: boolean;
  topBar?: boolean;
}

/** A Chromium with the unpacked extension loaded, and its service worker. */
export interface LoadedExtension {
  context: BrowserContext;
  worker: Worker;
  /** Writes the extension's settings, as the options page will. */
  set(settings: ExtensionSettings): Promise<void>;
  /** Starts recording the dp ids of the readings content scripts hand to the worker. */
  recordReadings(): Promise<() => Promise<string[]>>;
  /** Opens one of the extension's own pages in a tab, as the toolbar button or 选项 would. */
  openPage(page: 'popup.html' | 'options.html'): Promise<Page>;
}

/** Playwright's `test` with `extension`: the system Chromium (new headless) with our build. */
export const test = base.extend<{ extension: LoadedExtension }>({
  // A timeout of its own: launching Chromium with the extension can take seconds on a busy
  // machine, and that is no part of the time a journey's steps may take.
  extension: [
    async ({ baseURL }, use) => {
      const profile = mkdtempSync(join(tmpdir(), 'pricetrail-e2e-extension-'));
      const { context, worker } = await launchWithExtension(profile, { baseURL });
      // The site's pages it opens, in tabs or framed over a store's page, answer once they are live.
      await holdSitePagesUntilLive(context, baseURL ?? '');
      // The server always lets our extension's origin post to the watch list.
      expect(worker.url()).toMatch(new RegExp(`^${EXTENSION_ORIGIN}/`));
      await use({
        context,
        worker,
        set: (settings) =>
          worker.evaluate((items) => chrome.storage.local.set(items), { ...settings }),
        recordReadings: async () => {
          await worker.evaluate(() => {
            const seen: string[] = [];
            Object.assign(globalThis, { seenReadings: seen });
            chrome.runtime.onMessage.addListener((message) => {
              const { type, reading } = message as { type?: string; reading?: { dpId: string } };
              if (type === 'observe' && reading) seen.push(reading.dpId);
            });
          });
          return () =>
            worker.evaluate(
              () => (globalThis as unknown as { seenReadings: string[] }).seenReadings,
            );
        },
        openPage: async (path) => {
          const page = await context.newPage();
          await page.goto(new URL(`/${path}`, worker.url()).href);
          return page;
        },
      });
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
