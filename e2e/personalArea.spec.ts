import type { APIRequestContext } from '@playwright/test';
import { freshProduct, importPrice } from './support/alerts';
import { expect, test } from './support/visitor';
import {
  expectSignedInAs,
  loginDialog,
  signInBySmsAndReload,
  signInThroughApi,
  smsNickname,
  uniquePhone,
} from './support/signIn';

/** A demo product with a price (the e2e server always runs on the demo catalogue). */
async function demoProduct(request: APIRequestContext, index: number) {
  const answer = await request.get('/api/search?page=1');
  const { items } = (await answer.json()) as {
    items: { product: { dpId: string; title: string } }[];
  };
  const product = items[index]?.product;
  if (!product) throw new Error('the demo catalogue has too few products');
  return product;
}

test('a visitor opening /mine is sent to sign in, and back to the collection afterwards', async ({
  page,
}) => {
  await page.goto('/mine');
  await expect(page).toHaveURL(/\/user_login\?from=%2Fmine%2Fcollection$/);
  await expect(loginDialog(page)).toBeVisible();
});

test('a visitor opening the notice centre is sent to sign in, and back to it afterwards', async ({
  page,
}) => {
  await page.goto('/mine/notice?tab=settings');
  await expect(page).toHaveURL(/\/user_login\?from=%2Fmine%2Fnotice%3Ftab%3Dsettings$/);
  await expect(loginDialog(page)).toBeVisible();
});

test('a visitor’s 收藏 beside the price opens the login modal', async ({ page, request }) => {
  const { dpId } = await demoProduct(request, 0);
  await page.goto(`/crc64/dp${dpId}`);
  const summary = page.getByRole('group', { name: '价格概览' });
  await summary.getByRole('button', { name: '收藏' }).click();
  await expect(loginDialog(page)).toBeVisible();
  // The 收藏 waits in this tab for the sign-in and the reload that follows it.
  const pending = await page.evaluate(() => sessionStorage.getItem('pricetrail.pendingWatch'));
  expect(pending).toContain(dpId);
});

test('a visitor’s 收藏 is kept through sign-in, listed in 我的收藏 and downloadable', async ({
  page,
  request,
}, testInfo) => {
  const product = await demoProduct(request, testInfo.project.name === 'phone' ? 2 : 1);
  await page.goto(`/crc64/dp${product.dpId}`);
  await page.getByRole('group', { name: '价格概览' }).getByRole('button', { name: '收藏' }).click();
  const phone = uniquePhone(testInfo);
  await signInBySmsAndReload(page, phone);
  await expectSignedInAs(page, smsNickname(phone));
  // After the reload that follows a modal sign-in, the waiting 收藏 is added.
  await expect(page.getByRole('link', { name: /^已收藏/ })).toBeVisible();

  await page.goto('/mine/collection');
  await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: /全部\s*1/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '导出 CSV' }).click();
  const file = await (await download).createReadStream();
  let csv = '';
  for await (const part of file) csv += String(part);
  expect(csv).toContain(product.dpId);
});

test('a watched product whose picture fails shows the collection page’s 暂无图片 placeholder', async ({
  page,
  baseURL,
}, testInfo) => {
  // A picture on our own origin that is not there: the request fails with a 404.
  const product = { ...freshProduct(testInfo), imageUrl: `${baseURL}/assets/no-such-picture.jpg` };
  importPrice(product, 5_000, 60);
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));
  await page.getByRole('group', { name: '价格概览' }).getByRole('button', { name: '收藏' }).click();
  await expect(page.getByRole('link', { name: /^已收藏/ })).toBeVisible();

  await page.goto('/mine/collection');
  const picture = page.getByRole('img', { name: product.title });
  await expect(picture).toHaveAttribute('data-kind', 'noImage');
  await expect(picture).toContainText('暂无图片');
});
