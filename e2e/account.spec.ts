import { type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './support/visitor';
import {
  expectSignedInAs,
  expectSignedOut,
  identityCall,
  signInThroughApi,
  signOut,
  smsNickname,
  uniquePhone,
} from './support/signIn';

/** Signs a fresh phone in and opens /trend; returns its nickname. */
async function signInFresh(page: Page, phone: string): Promise<string> {
  await signInThroughApi(page, phone);
  await page.goto('/trend');
  const nickname = smsNickname(phone);
  await expectSignedInAs(page, nickname);
  return nickname;
}

async function detailStatus(request: APIRequestContext, origin: string): Promise<number> {
  return (await identityCall(request, 'GET', '/User/Detail', {}, origin)).status();
}

async function sessionToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find(({ name }) => name === 'GWD_USER_TOKEN');
  expect(token?.value).toBeTruthy();
  return token?.value ?? '';
}

/** `GET /User/Detail`'s status for a client that kept `token` (the browser no longer has it). */
async function detailStatusWithToken(
  playwright: PlaywrightWorkerArgs['playwright'],
  origin: string,
  token: string,
): Promise<number> {
  const kept = await playwright.request.newContext({
    baseURL: origin,
    extraHTTPHeaders: { cookie: `GWD_USER_TOKEN=${token}` },
  });
  try {
    return await detailStatus(kept, origin);
  } finally {
    await kept.dispose();
  }
}

test('退出登录 in the user corner ends the session', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  const origin = baseURL ?? '';
  const nickname = await signInFresh(page, uniquePhone(testInfo));
  const token = await sessionToken(page);
  expect(await detailStatus(page.request, origin)).toBe(200);

  await signOut(page, nickname);

  await page.reload();
  await expectSignedOut(page);
  expect(await detailStatus(page.request, origin)).toBe(401);
  expect(await detailStatusWithToken(playwright, origin, token)).toBe(401);
});

// The site has no delete-account control yet: the journey calls /User/Dispose the way the page would.
test('POST /User/Dispose with the browser session deletes the account and ends the session', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  const origin = baseURL ?? '';
  await signInFresh(page, uniquePhone(testInfo));
  const token = await sessionToken(page);

  const refused = await identityCall(
    page.request,
    'POST',
    '/User/Dispose',
    { ensure: '0' },
    origin,
  );
  expect(((await refused.json()) as { code: number }).code).not.toBe(1);
  expect(await detailStatus(page.request, origin)).toBe(200);

  const disposed = await identityCall(
    page.request,
    'POST',
    '/User/Dispose',
    { ensure: '1' },
    origin,
  );
  expect(((await disposed.json()) as { code: number }).code).toBe(1);

  expect(await detailStatus(page.request, origin)).toBe(401);
  await page.reload();
  await expectSignedOut(page);
  expect(await detailStatusWithToken(playwright, origin, token)).toBe(401);
});
