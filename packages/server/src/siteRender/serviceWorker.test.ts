import { copyFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pushPayloadOf } from '../alerts/channels/pushPayload.js';
import type { AlertMessage } from '../alerts/message.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const CHROMIUM = '/usr/bin/chromium';
const SERVICE_WORKER = fileURLToPath(new URL('../../../../site/public/sw.js', import.meta.url));

// What DevTools' BackgroundService domain reports of one event (playwright-core keeps the protocol's
// own types private).
interface BackgroundServiceEvent {
  backgroundServiceEvent: {
    service: string;
    eventName: string;
    eventMetadata: { key: string; value: string }[];
  };
}

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: unknown;
}

// What the functions run in the page use of it: this package compiles without the DOM library.
declare const navigator: {
  serviceWorker: {
    register(url: string): Promise<{ scope: string }>;
    ready: Promise<{
      getNotifications(): Promise<ShownNotification[]>;
    }>;
    controller: { scriptURL: string } | null;
  };
};

/** The notifications the page's service worker registration shows now. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // Notification's fields are getters, which do not survive the trip out of the page.
    return (await registration.getNotifications()).map(({ title, body, icon, tag, data }) => ({
      title,
      body,
      icon,
      tag,
      data,
    }));
  });
}

/** Registers /sw.js from the page, as the subscription helper does; its DevTools registration id. */
async function registerServiceWorker(page: Page, cdp: CDPSession, scope: string) {
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registeredScope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  return { registeredScope, registrationId: await registrationId };
}

describe.skipIf(!existsSync(CHROMIUM))('the site’s service worker, in Chromium', () => {
  let app: FastifyInstance;
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;
  let origin: string;
  let registration: { registeredScope: string; registrationId: string };

  /**
   * Delivers a push through DevTools and answers the push event's status once the worker has
   * handled it. Reading the notifications only then matters: getNotifications() syncs Chromium's
   * store with what is on screen and can delete one stored but not yet shown, so polling while the
   * push is handled can lose it for good.
   */
  async function deliverPush(data: string): Promise<string> {
    const completed = new Promise<string>((resolve) => {
      const onEvent = ({ backgroundServiceEvent: event }: BackgroundServiceEvent) => {
        if (event.service !== 'pushMessaging' || event.eventName !== 'Push event completed') return;
        cdp.off('BackgroundService.backgroundServiceEventReceived', onEvent);
        resolve(event.eventMetadata.find(({ key }) => key === 'Status')?.value ?? '');
      };
      cdp.on('BackgroundService.backgroundServiceEventReceived', onEvent);
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin}/`,
      registrationId: registration.registrationId,
      data,
    });
    return completed;
  }

  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'pricetrail-site-'));
    writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
    copyFileSync(SERVICE_WORKER, join(siteDir, 'sw.js'));
    // The worker keeps the build's offline page when it installs (site/offlinePage.ts).
    writeFileSync(join(siteDir, 'offline.html'), '<!doctype html><h1>当前没有网络连接</h1>');
    const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-data-'));
    app = await buildApp({ ...loadConfig({}), siteDir, dataDir, logLevel: 'silent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext();
    await context.grantPermissions(['notifications'], { origin });
    page = await context.newPage();
    // A page of the site, under the policy the server gives every page.
    await page.goto(`${origin}/home`);
    cdp = await context.newCDPSession(page);
    registration = await registerServiceWorker(page, cdp, `${origin}/`);
    // DevTools reports each push event's end only to a session recording push messaging.
    await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
    await cdp.send('BackgroundService.setRecording', {
      shouldRecord: true,
      service: 'pushMessaging',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('is served at /sw.js as a script and registers for the whole site under the page CSP', async () => {
    const script = await app.inject('/sw.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(registration.registeredScope).toBe(`${origin}/`);
  });

  test('shows a push as a notification that opens the alert’s page', async () => {
    const message: AlertMessage = {
      id: 42,
      key: '42',
      kind: 'drop',
      title: '「降价提醒」华为 Mate 70 降到 ¥5,299',
      text: '现价 ¥5,299\n降价前 ¥5,999',
      url: `${origin}/crc64/dp100012043978-3`,
      product: {
        dpId: '100012043978-3',
        title: '华为 Mate 70',
        imageUrl: `${origin}/mate70.png`,
        storeName: '京东',
      },
      price: 529_900,
      previousPrice: 599_900,
      claim: null,
      createdAt: 1_780_000_000,
    };
    expect(await deliverPush(JSON.stringify(pushPayloadOf(message)))).toBe('Success');
    expect(await shownNotifications(page)).toContainEqual({
      title: message.title,
      body: message.text,
      icon: `${origin}/mate70.png`,
      tag: 'pricetrail-price-100012043978-3',
      data: { url: message.url },
    });
  });

  test('shows a notification of its own for a push it cannot read', async () => {
    expect(await deliverPush('not json')).toBe('Success');
    expect(await shownNotifications(page)).toContainEqual({
      title: '价迹',
      body: '你有新的降价提醒',
      icon: '',
      tag: '',
      data: { url: '/' },
    });
  });

  test('answers no request: a page it controls loads from the network', async () => {
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${origin}/sw.js`,
    );
    const [answer] = await Promise.all([
      page.waitForResponse(`${origin}/api/health`),
      page.evaluate(() => fetch('/api/health')),
    ]);
    expect(answer.fromServiceWorker()).toBe(false);
  });
});
