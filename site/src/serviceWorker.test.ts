// A notification click cannot be made in headless Chromium (only a real click grants the worker
// the right to focus or open a window), so the click handler of public/sw.js runs here against a
// stand-in of the worker's globals. Its push handler runs in Chromium: server plugins/serviceWorker.test.ts.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, test } from 'vitest';

const ORIGIN = 'https://pricetrail.test';
const SOURCE = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');

interface OpenWindow {
  url: string;
  isFocused: boolean;
}

/** Loads the worker with these windows open, and clicks a notification whose data is `data`. */
async function clickNotification(windows: OpenWindow[], data: unknown) {
  const listeners = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    clients: {
      matchAll: async () =>
        windows.map((window) => ({
          url: window.url,
          focus: async () => {
            window.isFocused = true;
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(SOURCE, { self, URL });
  let isClosed = false;
  let work: Promise<unknown> = Promise.resolve();
  listeners.get('notificationclick')?.({
    notification: { data, close: () => (isClosed = true) },
    waitUntil: (promise: Promise<unknown>) => (work = promise),
  });
  await work;
  return { opened, isClosed };
}

describe('clicking an alert notification', () => {
  test('focuses a tab already showing the page and opens none', async () => {
    const windows = [
      { url: `${ORIGIN}/home`, isFocused: false },
      { url: `${ORIGIN}/crc64/dp1-3`, isFocused: false },
    ];
    const click = await clickNotification(windows, { url: `${ORIGIN}/crc64/dp1-3` });
    expect(windows.map((window) => window.isFocused)).toEqual([false, true]);
    expect(click).toEqual({ opened: [], isClosed: true });
  });

  test('opens the page when no tab shows it', async () => {
    const windows = [{ url: `${ORIGIN}/home`, isFocused: false }];
    const click = await clickNotification(windows, { url: `${ORIGIN}/crc64/dp1-3` });
    expect(windows[0]?.isFocused).toBe(false);
    expect(click).toEqual({ opened: [`${ORIGIN}/crc64/dp1-3`], isClosed: true });
  });

  test('opens the site’s home for a notification without a page', async () => {
    expect(await clickNotification([], null)).toEqual({ opened: [`${ORIGIN}/`], isClosed: true });
  });
});
