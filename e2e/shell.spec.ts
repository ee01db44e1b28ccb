import { expect, test } from './support/livePages';
import {
  expectSignedInAs,
  signInThroughApi,
  siteHeader,
  smsNickname,
  uniquePhone,
} from './support/signIn';

test('/ lands on /home with the app shell rendered', async ({ page, isMobile }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByRole('link', { name: /价迹/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('看清每一次降价');
  // The extensiontop layout's banner code loads with the page, so it is there at the first render:
  // a computer's invites to the extension, a phone's (no extension runs there) to the home screen.
  const [banner, close] = isMobile
    ? [page.getByRole('complementary', { name: '添加价迹到主屏幕' }), '关闭添加到主屏幕提示']
    : [page.getByRole('link', { name: /^添加到 / }), '关闭插件推荐'];
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: /^添加到 / })).toHaveCount(isMobile ? 0 : 1);
  await page.getByRole('button', { name: close }).click();
  await expect(banner).toHaveCount(0);
});

test('an unknown path shows the spec 404 text', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
});

test('a signed-in page load fetches the user, not the menu counts, and logs no console error', async ({
  page,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto('/trend');
  await expectSignedInAs(page, smsNickname(phone));

  const consoleErrors: string[] = [];
  const identityPaths: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('request', (request) => identityPaths.push(new URL(request.url()).pathname));
  await page.reload({ waitUntil: 'networkidle' });
  await expectSignedInAs(page, smsNickname(phone));
  expect(identityPaths).toContain('/User/Detail');
  expect(identityPaths).not.toContain('/UserCollection/List');
  expect(consoleErrors).toEqual([]);

  // The menu asks for the counts when approached; it works whether or not the server has them.
  const trigger = siteHeader(page).getByRole('button', { name: new RegExp(smsNickname(phone)) });
  await trigger.click();
  await expect(siteHeader(page).getByRole('link', { name: /我的收藏/ })).toBeVisible();
  await expect.poll(() => identityPaths.includes('/UserCollection/List')).toBe(true);
});
