import type { Page } from '@playwright/test';
import { freshProduct, importPrice } from './support/alerts';
import {
  expectSignedInAs,
  identityCall,
  loginDialog,
  signInThroughApi,
  signOut,
  smsNickname,
  uniquePhone,
} from './support/signIn';
import { expect, test } from './support/visitor';

const OFFLINE_NOTICE = /^当前没有网络连接：显示的是这台设备上次保存的内容/;
const OFFLINE_PAGE_HEADING = '当前没有网络连接';

/** Waits until the site's service worker controls `page` (it registers once a page has loaded). */
async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses the service worker has kept in its cache `name`. */
function keptIn(page: Page, name: string): Promise<string[]> {
  return page.evaluate(async (cacheName) => {
    if (!(await caches.has(cacheName))) return [];
    const keys = await (await caches.open(cacheName)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, name);
}

test('a shopper offline still sees the pages and the watch list this phone opened, and sign-out forgets them', async ({
  page,
  context,
}, testInfo) => {
  const product = freshProduct(testInfo);
  importPrice(product, 4_999, 60);
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  const added = await identityCall(
    context.request,
    'POST',
    '/UserCollection/Add',
    { dp_id: product.dpId },
    origin,
  );
  expect(((await added.json()) as { code: number }).code).toBe(1);

  await page.goto('/home');
  await untilServiceWorkerControls(page);
  await page.goto('/mine/collection');
  const watched = page.getByRole('link', { name: product.title });
  await expect(watched).toBeVisible();
  await expect.poll(() => keptIn(page, 'pricetrail-personal-v1')).toContain('/UserCollection/List');
  await expect.poll(() => keptIn(page, 'pricetrail-pages-v1')).toContain('/mine/collection');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  await expectSignedInAs(page, smsNickname(phone));
  await expect(watched).toBeVisible();

  // A page this phone never opened: the offline page, which leads back to the kept watch list.
  await page.goto('/rank_list');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_HEADING })).toBeVisible();
  await page.getByRole('link', { name: '我的收藏' }).click();
  await expect(watched).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  await page.reload();
  await signOut(page, smsNickname(phone));
  await expect.poll(() => keptIn(page, 'pricetrail-personal-v1')).toEqual([]);

  // Signed out, the kept copies of the watch list are gone: offline, the page asks to sign in.
  await context.setOffline(true);
  await page.goto('/mine/collection');
  await expect(loginDialog(page)).toBeVisible();
  await expect(watched).toHaveCount(0);
});
