import type { Page } from '@playwright/test';
import { pageQrSrc } from '../packages/core/src/navigation/pageQr';
import { baiduTongjiUrl } from '../packages/services/src/analytics/loadAnalytics';
import { expect, test } from './support/visitor';
import { openLoginModal } from './support/signIn';

declare global {
  interface Window {
    /** Every CSP violation the page reported, collected before any of its own scripts ran. */
    __cspViolations?: string[];
    /** Set by the stand-in analytics script once it ran. */
    __analyticsRan?: boolean;
  }
}

/** Collects `securitypolicyviolation` events and CSP console errors from the next navigation on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleReports.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...consoleReports,
    ...(await page.evaluate(() => window.__cspViolations ?? [])),
  ];
}

async function firstDpId(page: Page): Promise<string> {
  const answer = await page.request.get(`/api/search?q=${encodeURIComponent('华为')}`);
  const body = (await answer.json()) as { items: { product: { dpId: string } }[] };
  const dpId = body.items[0]?.product.dpId;
  expect(dpId).toBeDefined();
  return dpId ?? '';
}

const PAGES = [
  '/home',
  '/crc64/list',
  '/trend',
  '/us/about',
  '/user_login',
  '/mine/setting',
  '/app/questions',
];
const PRODUCT_PAGES = ['/crc64/dp{dpId}', '/crc64/dp{dpId}/where_buy'];

for (const pattern of [...PAGES, ...PRODUCT_PAGES]) {
  test(`${pattern} renders under the CSP without a single violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const path = pattern.includes('{dpId}')
      ? pattern.replace('{dpId}', await firstDpId(page))
      : pattern;
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}

test('the price chart, the QR code image and the sign-in socket work under the CSP', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const dpId = await firstDpId(page);
  await page.goto(`/trend/${dpId}.html`, { waitUntil: 'networkidle' });
  await expect(page.locator('canvas').first()).toBeVisible();

  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/sck'));
  const dialog = await openLoginModal(page);
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  await expect(dialog.locator('img[src^="data:image/png"]')).toBeVisible();
  expect((await socket).isClosed()).toBe(false);
  expect(await violations()).toEqual([]);
});

test('the footer QR code of /app/questions is the server drawing that page, allowed by the CSP', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone-wide footer leaves the code out');
  const violations = await watchViolations(page);
  await page.goto('/app/questions', { waitUntil: 'networkidle' });
  const code = page.getByRole('contentinfo').getByRole('img', { name: '本页地址的二维码' });
  await expect(page.getByRole('contentinfo')).toContainText('手机扫码打开本页');
  await expect(code).toHaveAttribute('src', pageQrSrc('/app/questions'));
  // The code loads lazily, when the footer comes near.
  await code.scrollIntoViewIfNeeded();
  await expect
    .poll(() => code.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

test('a phone-wide footer leaves the QR code out and never fetches it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'only a phone-wide footer leaves the code out');
  const codeRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/qr.svg')) codeRequests.push(request.url());
  });
  await page.goto('/app/questions', { waitUntil: 'networkidle' });
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByText('手机扫码打开本页')).toBeHidden();
  await expect(footer.getByRole('link', { name: '常见问题' })).toBeVisible();
  expect(codeRequests).toEqual([]);
});

test('the analytics snippet loads its script the way loadAnalytics adds it', async ({ page }) => {
  const violations = await watchViolations(page);
  const src = baiduTongjiUrl('e2e-site');
  // No network here: a stand-in answers for Baidu Tongji, and its beacon image.
  await page.route('https://hm.baidu.com/**', (route) =>
    route.request().url().includes('hm.js')
      ? route.fulfill({
          contentType: 'text/javascript',
          body: "window.__analyticsRan = true; new Image().src = 'https://hm.baidu.com/hm.gif?si=e2e';",
        })
      : route.fulfill({
          contentType: 'image/gif',
          body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
        }),
  );
  await page.goto('/home', { waitUntil: 'networkidle' });
  // The same element loadAnalytics appends: a script created by code, not by the parser.
  await page.evaluate((url) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    document.head.appendChild(script);
  }, src);
  await page.waitForFunction(() => window.__analyticsRan === true);
  expect(await violations()).toEqual([]);
});
