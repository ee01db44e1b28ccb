import type { Locator } from '@playwright/test';
import { png } from '../packages/server/src/testing/multipart.ts';
import { operatorPage } from './support/operators';
import {
  signInBySmsAndReload,
  signInThroughApi,
  smsNickname,
  uniquePhone,
  expectSignedInAs,
} from './support/signIn';
import { expect, test } from './support/visitor';
import { demoJdProduct } from './support/publicRoutes';

/** A JD product of the demo catalogue that no other journey posts about. */
/** The photo is shown and its picture arrived (a visible <img> may still point nowhere). */
async function expectLoaded(photo: Locator): Promise<void> {
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('a 晒单 with two photos waits for an operator (审核中 in 我的晒单), then shows on /shaidan and on its product', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const product = await demoJdProduct(page.request, project === 'phone' ? 4 : 3);
  const text = `开箱晒单，到手价很满意（${project} ${Date.now()}）`;

  await page.goto('/shaidan');
  await expect(page.getByRole('heading', { level: 1, name: '晒单' })).toBeVisible();
  await page.getByRole('button', { name: '登录后晒单' }).click();
  const phone = uniquePhone(testInfo);
  await signInBySmsAndReload(page, phone);
  await expectSignedInAs(page, smsNickname(phone));

  const form = page.getByRole('region', { name: '发布晒单' });
  await form.getByLabel('商品链接').fill(product.url);
  await form.getByLabel('说说你买到的东西').fill(text);
  await form.getByLabel('添加照片').setInputFiles([
    { name: '开箱.png', mimeType: 'image/png', buffer: await png(160, 120, '#2b8a3e') },
    { name: '细节.jpg', mimeType: 'image/jpeg', buffer: await png(120, 160, '#1c7ed6') },
  ]);
  await expect(form.getByRole('img', { name: /^第2张图片/ })).toBeVisible();
  await form.getByRole('button', { name: '发布晒单' }).click();
  await expect(form.getByRole('status')).toContainText('晒单已提交，审核通过后展示');
  const mine = page.getByRole('region', { name: '我的晒单' });
  await expect(mine.getByRole('listitem').filter({ hasText: text })).toContainText('审核中');

  // Pending: not in the feed.
  const feed = (await (await page.request.get('/api/shaidan')).json()) as {
    items: { text: string }[];
  };
  expect(feed.items.map((post) => post.text)).not.toContain(text);

  const operator = await operatorPage(browser, 'shaidan', project, baseURL ?? '');
  await operator.goto('/mine/moderation');
  const item = operator.getByRole('listitem').filter({ hasText: text });
  // Photos load as they near the viewport; the other project's pending posts may come first.
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByRole('img')).toHaveCount(2);
  await expectLoaded(item.getByRole('img').first());
  await item.getByRole('button', { name: /^通过晒单/ }).click();
  await expect(operator.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await operator.context().close();

  // What a crawler reads: both pages' raw HTML carries the approved 晒单.
  for (const path of ['/shaidan', `/crc64/dp${product.dpId}/reviews`]) {
    expect(await (await page.request.get(path)).text(), path).toContain(text);
  }

  await page.goto('/shaidan');
  // The session is read after the page loads; a like before that would ask to sign in.
  await expectSignedInAs(page, smsNickname(phone));
  await expect(mine.getByRole('listitem').filter({ hasText: text })).toContainText('已展示');
  const post = page.getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible();
  await expectLoaded(post.getByRole('img', { name: /晒单照片 1$/ }));
  await post.getByRole('button', { name: /^点赞/ }).click();
  await expect(post.getByRole('button', { name: /^取消点赞，已有 1 人点赞/ })).toBeVisible();
  // The server's HTML is what a visitor sees; once the session is read, the shopper's like shows.
  await page.reload();
  await expect(post.getByRole('button', { name: /^取消点赞，已有 1 人点赞/ })).toBeVisible();

  await page.goto(`/crc64/dp${product.dpId}/reviews`);
  const reviews = page.getByRole('region', { name: '晒单评价' });
  const review = reviews.getByRole('article').filter({ hasText: text });
  await expect(review).toBeVisible();
  await review.scrollIntoViewIfNeeded();
  await expectLoaded(review.getByRole('img', { name: /晒单照片 1$/ }));
});

test('anyone not listed as an operator is refused on /mine/moderation', async ({
  page,
}, testInfo) => {
  await signInThroughApi(page, uniquePhone(testInfo));
  await page.goto('/mine/moderation');
  await expect(page.getByRole('alert')).toHaveText('无权访问审核后台');
  const answer = await page.request.get('/api/moderation');
  expect(answer.status()).toBe(403);
});
