import { formatPrice, formatShanghaiMinute } from '@pricetrail/core';
import { expect, test } from './support/visitor';
import { demoJdProduct } from './support/publicRoutes';
import { operatorPage } from './support/operators';
import {
  expectSignedInAs,
  loginDialog,
  signInBySms,
  smsNickname,
  uniquePhone,
} from './support/signIn';

/** A JD product of the demo catalogue that no other journey sends a 爆料 about. */
/** The 值 / 不值 buttons' counts as the page shows them. */
async function counts(page: import('@playwright/test').Page) {
  const read = async (name: RegExp) => {
    const text = (await page.getByRole('button', { name }).textContent()) ?? '';
    return Number(/\d+/.exec(text)?.[0]);
  };
  return { worth: await read(/^值 \d+$/), unworth: await read(/^不值 \d+$/) };
}

test('a real drop of the demo catalogue is posted: from its deal card to the post, 值 then 不值, a comment', async ({
  page,
}, testInfo) => {
  await page.goto('/home/discount');
  const links = page.getByRole('link', { name: '好价详情 · 值不值' });
  // One post per project, so the two projects' votes never meet.
  const link = links.nth(testInfo.project.name === 'phone' ? 1 : 0);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/zhi\/detail\/\d+$/);
  await expect(page.getByText('本站数据发现')).toBeVisible();
  await expect(page.getByText('30 天中位价')).toBeVisible();
  await expect(page.getByText(/降 [\d.]+%，基于 \d+ 天数据/)).toBeVisible();
  const postUrl = page.url();

  // A visitor sees the counts and is asked to sign in.
  await page.getByRole('link', { name: '登录', exact: true }).click();
  const phone = uniquePhone(testInfo);
  await signInBySms(page, loginDialog(page), phone);
  await expect(page).toHaveURL(postUrl);
  await expectSignedInAs(page, smsNickname(phone));

  const worth = page.getByRole('button', { name: /^值 \d+$/ });
  await expect(worth).toHaveAttribute('aria-pressed', 'false');
  const before = await counts(page);
  await worth.click();
  await expect(page.getByRole('button', { name: `值 ${before.worth + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: /^不值 \d+$/ }).click();
  await expect(page.getByRole('button', { name: `不值 ${before.unworth + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: `值 ${before.worth}` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The vote is the server's: it is there after a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: `不值 ${before.unworth + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A new account's comment on the post waits for an operator; its author sees it so marked.
  const text = `这个价能入手吗？（${testInfo.project.name} ${Date.now()}）`;
  const form = page.getByRole('form', { name: '发表评论' });
  await form.getByLabel('你的评论').fill(text);
  await form.getByRole('button', { name: '发表评论' }).click();
  await expect(form.getByRole('status')).toHaveText('评论已提交，审核通过后展示');
  await expect(
    page.getByRole('article').filter({ hasText: text }).getByText('待审核'),
  ).toBeVisible();

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.screenshot({ path: testInfo.outputPath('deal-post.png'), fullPage: true });
});

test('a 爆料 waits for an operator, then everybody sees it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const product = await demoJdProduct(page.request, project === 'phone' ? 7 : 6);
  const reason = `PLUS 会员叠加券后很划算（${project} ${Date.now()}）`;

  await page.goto('/home/discount');
  await page.getByRole('link', { name: '发现好价？我要爆料' }).click();
  await expect(page).toHaveURL(/\/zhi\/baoliao$/);
  await page.getByRole('link', { name: '登录', exact: true }).click();
  const phone = uniquePhone(testInfo);
  await signInBySms(page, loginDialog(page), phone);
  await expect(page).toHaveURL(/\/zhi\/baoliao$/);

  await page.getByLabel('商品链接').fill('https://shop.example.com/item/1');
  await page.getByLabel('推荐理由').fill(reason);
  await page.getByRole('button', { name: '提交爆料' }).click();
  await expect(page.getByText('暂不支持该商城的链接')).toBeVisible();

  await page.getByLabel('商品链接').fill(product.url);
  await page.getByRole('button', { name: '提交爆料' }).click();
  await expect(page.getByRole('status')).toContainText('爆料已提交，审核通过后展示');
  const mine = page.getByRole('region', { name: '我的爆料' });
  await expect(mine.getByRole('listitem').filter({ hasText: reason })).toContainText('审核中');
  await page.getByRole('link', { name: '查看我的爆料' }).click();
  // The form's page shows the same reason and 审核中 in 我的爆料: wait for the post's own page.
  await expect(page).toHaveURL(/\/zhi\/detail\/\d+$/);
  await expect(page.getByText('审核中')).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  // Opened afresh it is not in the server's HTML (the server reads as a visitor, who may not see
  // it); the author's browser reads it again once it knows who is signed in.
  await page.reload();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('审核中')).toBeVisible();
  const postPath = new URL(page.url()).pathname;
  const apiPath = `/api/deal-posts/${postPath.split('/').pop() ?? ''}`;
  // Pending: nobody else sees it.
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`${baseURL}${apiPath}`)).status()).toBe(404);

  const operator = await operatorPage(browser, 'dealPosts', project, baseURL ?? '');
  await operator.goto('/mine/moderation');
  const item = operator.getByRole('listitem').filter({ hasText: reason });
  await item.scrollIntoViewIfNeeded();
  await item.getByRole('button', { name: /^通过爆料/ }).click();
  await expect(operator.getByRole('listitem').filter({ hasText: reason })).toHaveCount(0);
  await operator.context().close();

  expect((await visitor.request.get(`${baseURL}${apiPath}`)).status()).toBe(200);
  await visitor.close();
  await page.reload();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByText('审核中')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^值 0$/ })).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.screenshot({ path: testInfo.outputPath('baoliao-post.png'), fullPage: true });

  // Back on the 爆料 page, 我的爆料 now says it is shown.
  await page.goto('/zhi/baoliao');
  await expect(mine.getByRole('listitem').filter({ hasText: reason })).toContainText('已展示');
  await page.screenshot({ path: testInfo.outputPath('my-baoliao.png'), fullPage: true });
});

test('a post says when it was posted, its price then and now, and 去购买 opens the store page in a new tab', async ({
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/deal-posts?page=1')).json()) as {
    items: {
      id: number;
      price: number;
      createdAt: number;
      product: { siteId: number; itemId: string };
      summary: { currentFinal: number };
    }[];
  };
  const post = items.find(({ product }) => product.siteId === 3);
  if (!post) throw new Error('the demo catalogue has no JD post');
  const response = await page.goto(`/zhi/detail/${post.id}`);
  expect(response?.status()).toBe(200);
  const fact = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term}$`) })
      .locator('+ dd');
  await expect(fact('发布于')).toHaveText(formatShanghaiMinute(post.createdAt));
  await expect(fact('发布时')).toHaveText(formatPrice(post.price, 3));
  await expect(fact('现价')).toHaveText(formatPrice(post.summary.currentFinal, 3));
  const buy = page.getByRole('link', { name: '去购买（京东，新窗口打开）' });
  await expect(buy).toHaveAttribute('href', `https://item.jd.com/${post.product.itemId}.html`);
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});
