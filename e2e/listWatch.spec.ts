import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/visitor';
import {
  expectSignedInAs,
  loginDialog,
  signInBySmsAndReload,
  signInThroughApi,
  smsNickname,
  uniquePhone,
} from './support/signIn';

/** A category of the demo catalogue (the e2e server always runs on it) that lists products. */
async function demoCategory(request: APIRequestContext): Promise<string> {
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: { slug: string }[];
  };
  for (const { slug } of categories) {
    const answer = await request.get(`/api/search?class=${slug}`);
    if (((await answer.json()) as { total: number }).total > 0) return slug;
  }
  throw new Error('no category of the demo catalogue lists products');
}

/** The list of products on a category page. */
function productList(page: Page): Locator {
  return page.getByRole('region', { name: '商品列表' });
}

/** The first card of the list shown: its title and dp id, read from its link. */
async function firstCard(page: Page): Promise<{ title: string; dpId: string }> {
  const link = productList(page).getByRole('listitem').first().getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  const dpId = /\/trend\/(.+)\.html$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  expect(title).not.toBe('');
  expect(dpId).not.toBe('');
  return { title, dpId };
}

/** Paths of the watch-list calls the page makes from now on. */
function watchListCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/UserCollection/')) calls.push(`${pathname}${search}`);
  });
  return calls;
}

test('a signed-in shopper saves a product from a category list and finds it in 我的收藏', async ({
  page,
  request,
}, testInfo) => {
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  const calls = watchListCalls(page);
  await page.goto(`/home/${await demoCategory(request)}`);
  await expectSignedInAs(page, smsNickname(phone));
  const { title } = await firstCard(page);
  const save = productList(page).getByRole('button', { name: `收藏 ${title}`, exact: true });
  // The cards show 收藏 once the page knows which are saved: one request for the whole page.
  await expect(save).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/^\/UserCollection\/Saved\?dp_ids=[\w-]+(%2C[\w-]+)+&/);

  await save.click();
  const saved = productList(page).getByRole('link', { name: `已收藏 ${title}`, exact: true });
  await expect(saved).toHaveAttribute('href', '/mine/collection');
  await saved.click();
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('a visitor’s 收藏 on a list card opens the login modal and waits in this tab', async ({
  page,
  request,
}) => {
  const calls = watchListCalls(page);
  await page.goto(`/home/${await demoCategory(request)}`);
  const { title, dpId } = await firstCard(page);
  await productList(page)
    .getByRole('button', { name: `收藏 ${title}`, exact: true })
    .click();
  await expect(loginDialog(page)).toBeVisible();
  const pending = await page.evaluate(() => sessionStorage.getItem('pricetrail.pendingWatch'));
  expect(pending).toContain(dpId);
  expect(calls).toEqual([]);
});

test('a visitor’s 收藏 on a list card is done on the list after signing in', async ({
  page,
  request,
}, testInfo) => {
  await page.goto(`/home/${await demoCategory(request)}`);
  const { title } = await firstCard(page);
  await productList(page)
    .getByRole('button', { name: `收藏 ${title}`, exact: true })
    .click();
  const phone = uniquePhone(testInfo);
  await signInBySmsAndReload(page, phone);
  await expectSignedInAs(page, smsNickname(phone));
  // After the reload that follows a modal sign-in, the waiting 收藏 is added on its card.
  await expect(
    productList(page).getByRole('link', { name: `已收藏 ${title}`, exact: true }),
  ).toBeVisible();
});
