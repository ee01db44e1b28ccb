import { devices, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newSiteContext } from './support/livePages';
import { expect, test, visitorHeaders } from './support/visitor';
import {
  expectSignedInAs,
  expectSignedOut,
  identityCall,
  loginDialog,
  openLoginModal,
  signInBySms,
  smsNickname,
  uniquePhone,
} from './support/signIn';

// Each journey drives a desktop browser and a phone side by side: the desktop project runs them.
test.skip(({ isMobile }) => isMobile, 'each journey drives both a desktop browser and a phone');

/** Picks the QR tab of `dialog` and returns the code's id from the page's own `/helper/QrCode` answer. */
async function showQrCode(page: Page, dialog: Locator): Promise<string> {
  const answer = page.waitForResponse((response) => response.url().includes('/helper/QrCode'));
  await dialog.getByRole('tab', { name: '扫码登录' }).click();
  const body = (await (await answer).json()) as { code: number; data: { id: string } };
  expect(body.code).toBe(1);
  await expect(dialog.getByText('请使用价迹App扫码登录')).toBeVisible();
  return body.data.id;
}

/** A phone (375 px, touch) in a context of its own: its own cookies, like a real second device. */
async function openPhone(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await newSiteContext(browser, {
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 812 },
    baseURL: testInfo.project.use.baseURL ?? '',
    extraHTTPHeaders: visitorHeaders(testInfo, 'phone'),
  });
  return context.newPage();
}

/** The address the QR code encodes (see the server's `QR_CONFIRM_PATH`). */
function confirmPath(tid: string): string {
  return `/m/qr_confirm?tid=${encodeURIComponent(tid)}`;
}

test('a phone that signs in on the confirm page lets the computer in', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const number = uniquePhone(testInfo);
  await page.goto('/trend');
  const dialog = await openLoginModal(page);
  const tid = await showQrCode(page, dialog);

  const phone = await openPhone(browser, testInfo);
  const response = await phone.goto(confirmPath(tid));
  expect(response?.status()).toBe(200);
  await expect(phone.getByRole('heading', { name: '登录后确认电脑端登录' })).toBeVisible();
  await signInBySms(phone, loginDialog(phone), number);

  await expect(phone.getByRole('heading', { name: /^你正在 .+ 上登录价迹$/ })).toBeVisible();
  await expect(dialog.getByText('扫描成功，请在手机上确认')).toBeVisible();
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone.getByRole('heading', { name: '已确认，电脑端将自动登录' })).toBeVisible();

  await expect(page).toHaveURL(/\/trend$/);
  await expectSignedInAs(page, smsNickname(number));
  const detail = await identityCall(page.request, 'GET', '/User/Detail', {}, baseURL ?? '');
  expect(((await detail.json()) as { code: number }).code).toBe(1);
  await phone.context().close();
});

test('a phone that refuses keeps the computer signed out and gets it a fresh code', async ({
  page,
  browser,
}, testInfo) => {
  const number = uniquePhone(testInfo);
  await page.goto('/user_login');
  const dialog = loginDialog(page);
  const tid = await showQrCode(page, dialog);

  // Signed in first (through the login page, which returns to the confirm page), then asked.
  const phone = await openPhone(browser, testInfo);
  await phone.goto(`/user_login?from=${encodeURIComponent(confirmPath(tid))}`);
  await signInBySms(phone, loginDialog(phone), number);
  await expect(phone.getByRole('heading', { name: /^你正在 .+ 上登录价迹$/ })).toBeVisible();
  await expect(dialog.getByText('扫描成功，请在手机上确认')).toBeVisible();

  const fresh = page.waitForResponse((response) => response.url().includes('/helper/QrCode'));
  await phone.getByRole('button', { name: '取消' }).click();
  await expect(phone.getByRole('heading', { name: '已取消登录' })).toBeVisible();

  await expect(dialog.getByRole('alert')).toHaveText('已在手机上取消登录，可重新扫码');
  const next = ((await (await fresh).json()) as { data: { id: string } }).data.id;
  expect(next).not.toBe(tid);
  await expect(dialog.getByText('请使用价迹App扫码登录')).toBeVisible();
  await expect(page).toHaveURL(/\/user_login$/);

  // The refused code is dead for good.
  await phone.goto(confirmPath(tid));
  await expect(phone.getByRole('heading', { name: '二维码失效' })).toBeVisible();
  await page.goto('/trend');
  await expectSignedOut(page);
  await phone.context().close();
});
