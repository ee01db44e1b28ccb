import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { signParams } from '@pricetrail/core';
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { smsResendKey } from '../../packages/server/src/identity/budget.ts';
import { clearLimit } from '../../packages/server/src/identity/limits.ts';
import type { FakeAccount, FakeProvider } from '../../packages/server/src/fakes/fakeOAuth.ts';
import { withServerDb } from './serverDb';
import { LOOPBACK_HEADERS } from './visitor';

export type { FakeProvider };

const PROJECT_DIGITS: Record<string, string> = { desktop: '1', phone: '2' };
let phonesHandedOut = 0;

/**
 * A phone number no other test of this run uses: SMS budgets are per phone, and the two
 * projects run the same journeys side by side. Workers get distinct indexes within a run.
 */
export function uniquePhone(testInfo: TestInfo): string {
  phonesHandedOut += 1;
  const project = PROJECT_DIGITS[testInfo.project.name] ?? '9';
  const worker = String(testInfo.workerIndex % 10_000).padStart(4, '0');
  return `17${project}${worker}${String(phonesHandedOut).padStart(4, '0')}`;
}

/** The nickname the server gives an account created by SMS sign-in. */
export function smsNickname(phone: string): string {
  return `价迹用户${phone.slice(-4)}`;
}

/** The login modal, or the sign-in panel standing on /user_login and /m/qr_confirm. */
export function loginDialog(page: Page): Locator {
  const name = '登录价迹';
  return page
    .getByRole('dialog', { name, exact: true })
    .or(page.getByRole('region', { name, exact: true }));
}

/** The site header, where the user corner lives. */
export function siteHeader(page: Page): Locator {
  return page.getByRole('banner');
}

/** Opens the login modal from the header's 登录 button. */
export async function openLoginModal(page: Page): Promise<Locator> {
  await siteHeader(page).getByRole('button', { name: '登录', exact: true }).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string | null> {
  const answer = await request.get(`/__test/sms/${phone}`, { headers: LOOPBACK_HEADERS });
  if (answer.status() === 404) return null;
  expect(answer.ok(), `GET /__test/sms/${phone} answered ${answer.status()}`).toBe(true);
  return ((await answer.json()) as { code: string }).code;
}

/**
 * The site asks for an arithmetic check once this IP sent a few codes: answer it in its frame
 * (inline in the login modal, a popup elsewhere) as a person would.
 */
async function answerCaptcha(page: Page): Promise<void> {
  const frame = page.getByTitle('安全验证').contentFrame();
  const question = await frame.getByText(/\d+ \+ \d+ = \?/).textContent();
  const [, a, b] = /(\d+) \+ (\d+)/.exec(question ?? '') ?? [];
  await frame.getByRole('textbox').fill(String(Number(a) + Number(b)));
  await frame.getByRole('button', { name: '验证' }).click();
  await expect(page.getByTitle('安全验证')).toBeHidden();
}

/**
 * Presses 发送验证码 inside `scope`, answers the captcha if one comes up, and returns the code
 * the console sender got (read through the loopback test hook). `previousCode` is the last code
 * this phone already received, so a second send waits for a new one.
 */
export async function requestSmsCode(
  page: Page,
  scope: Locator,
  phone: string,
  previousCode: string | null = null,
): Promise<string> {
  await scope.getByRole('button', { name: '发送验证码' }).click();
  const captcha = page.getByTitle('安全验证');
  const freshCode = async () => {
    if (await captcha.isVisible()) await answerCaptcha(page);
    const code = await lastSmsCode(page.request, phone);
    return code === previousCode ? null : code;
  };
  await expect.poll(freshCode, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  return (await freshCode()) ?? '';
}

/**
 * Ends `phone`'s one-code-a-minute wait as if the minute had passed, so a journey that needs a
 * second code does not sit through it. The wait itself is proved with the server's clock in
 * routes/identity/sms.test.ts ('one code per phone per 60 s').
 */
export async function endSmsCooldown(phone: string): Promise<void> {
  await withServerDb((db) => clearLimit(db, smsResendKey(phone)));
}

/** Signs in on the phone tab of `dialog`: phone, 发送验证码, the code, 登录. Returns the code. */
export async function signInBySms(page: Page, dialog: Locator, phone: string): Promise<string> {
  await dialog.getByRole('tab', { name: '手机快捷登录' }).click();
  await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
  const code = await requestSmsCode(page, dialog, phone);
  await dialog.getByRole('textbox', { name: '验证码', exact: true }).fill(code);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  return code;
}

/**
 * Signs in by SMS in the login modal a site page opened; the page reloads itself afterwards
 * (Behaviour.md §2), and this returns once that load is over, so a check that follows looks at
 * the reloaded page whatever the machine's load. Returns the code.
 */
export async function signInBySmsAndReload(page: Page, phone: string): Promise<string> {
  const reloaded = page.waitForEvent('load');
  const code = await signInBySms(page, loginDialog(page), phone);
  await reloaded;
  return code;
}

/**
 * Signs `page`'s browser in as the SMS account `phone` through the same API calls as the login
 * modal (send a code, answer its callback), for journeys about what a signed-in shopper does, not
 * about signing in; the modal itself is proved in signInSms.spec.ts. The browser context keeps the
 * session cookies the answers set, so call it before the first page load.
 */
export async function signInThroughApi(page: Page, phone: string): Promise<void> {
  const request = page.context().request;
  const origin = new URL(test.info().project.use.baseURL ?? '').origin;
  const sent = await identityCall(request, 'POST', '/UserHelper/SmsCode', { phone }, origin);
  const answer = (await sent.json()) as { code: number; msg: string; data?: { capi?: string } };
  expect(answer.data?.capi, `the SMS code was not sent: ${answer.msg}`).toBeTruthy();
  const code = await lastSmsCode(request, phone);
  const signedIn = await request.post(answer.data?.capi ?? '', {
    form: { code: code ?? '' },
    headers: { origin },
  });
  expect(((await signedIn.json()) as { code: number }).code).toBe(1);
}

/** Signs in on the account tab of `dialog` with a phone (or e-mail) and password. */
export async function signInByPassword(
  dialog: Locator,
  account: string,
  password: string,
): Promise<void> {
  await dialog.getByRole('tab', { name: '账号密码登录' }).click();
  await dialog.getByRole('textbox', { name: '账号', exact: true }).fill(account);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** The header's user corner shows `nickname` (the visitor's 登录 button is gone). */
export async function expectSignedInAs(page: Page, nickname: string): Promise<void> {
  const header = siteHeader(page);
  await expect(header.getByRole('button', { name: new RegExp(nickname) })).toBeVisible();
  await expect(header.getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
}

/** The header shows the visitor's 登录 button again. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(siteHeader(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();
}

/** Signs out through the user corner's menu (退出登录). */
export async function signOut(page: Page, nickname: string): Promise<void> {
  await siteHeader(page)
    .getByRole('button', { name: new RegExp(nickname) })
    .click();
  // Signed out, the site reloads itself: wait for that load, so no later navigation races it.
  const reloaded = page.waitForEvent('load');
  await siteHeader(page).getByRole('button', { name: '退出登录' }).click();
  await reloaded;
  await expectSignedOut(page);
}

/**
 * Calls a signed identity endpoint the way the site does (`t`, `sign`, same Origin) through
 * `request`, which carries whatever session cookies it holds.
 */
export async function identityCall(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  origin: string,
): Promise<APIResponse> {
  const withTime = { ...params, t: String(Math.floor(Date.now() / 1000)) };
  const signed = { ...withTime, sign: signParams(withTime, path.replace(/^\//, '')) };
  return method === 'GET'
    ? request.get(path, { params: signed })
    : request.post(path, { form: signed, headers: { origin } });
}

/** The fake OAuth provider's address (started by playwright.config.ts). */
export function fakeOAuthUrl(): string {
  return `http://127.0.0.1:${process.env.E2E_OAUTH_PORT}`;
}

/**
 * Runs `journey` while the fake signs in to `provider` as `account`. The fake has one current
 * user per platform for the whole run, so journeys on the same platform take turns (a lock
 * folder in the run's data folder, shared by every worker).
 */
export async function asFakeProviderUser(
  request: APIRequestContext,
  provider: FakeProvider,
  account: FakeAccount,
  journey: () => Promise<void>,
): Promise<void> {
  const lock = join(process.env.E2E_DATA_DIR ?? '.', `fake-oauth-${provider}.lock`);
  await expect(async () => {
    await mkdir(lock);
  }).toPass({ timeout: 60_000, intervals: [100] });
  try {
    const query = new URLSearchParams({ provider, ...account });
    const answer = await request.get(`${fakeOAuthUrl()}/__fake/user?${query}`);
    expect(answer.ok()).toBe(true);
    await journey();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
