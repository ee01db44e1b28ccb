import type { Browser, Page } from '@playwright/test';
import { openDb, sqliteFileIn } from '../packages/server/src/db/connect.ts';
import { png } from '../packages/server/src/testing/multipart.ts';
import {
  loginDialog,
  signInBySms,
  smsNickname,
  uniquePhone,
  expectSignedInAs,
} from './support/signIn';
import { expect, test } from './support/visitor';

/**
 * The operator of each project: the e2e server lists both uids in OPERATOR_UIDS
 * (playwright.config.ts). One per project, since a phone gets one SMS code a minute and the two
 * projects run side by side.
 */
const OPERATORS: Record<string, { id: number; phone: string }> = {
  desktop: { id: 900_001, phone: '17990000001' },
  phone: { id: 900_002, phone: '17990000002' },
};

/** The run's data folder, shared with the server under test. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  return dir;
}

/**
 * Makes sure this project's operator account exists, as an admin would have created it. Both
 * operators are written in one statement: a sign-up takes the id after the highest, so with only
 * 900001 written, the next shopper to sign up would become 900002, the other project's operator.
 */
async function ensureOperator(project: string): Promise<{ id: number; phone: string }> {
  const operator = OPERATORS[project];
  if (!operator) throw new Error(`no operator for project ${project}`);
  const db = openDb({ sqliteFile: sqliteFileIn(dataDir()) });
  try {
    const createdAt = Math.floor(Date.now() / 1000);
    await db.kysely
      .insertInto('users')
      .values(
        Object.values(OPERATORS).map(({ id, phone }) => ({
          id,
          phone,
          nickname: smsNickname(phone),
          created_at: createdAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  } finally {
    await db.close();
  }
  return operator;
}

/** A JD product of the demo catalogue that no other journey posts about. */
async function demoJdProduct(page: Page, index: number) {
  const answer = await page.request.get('/api/search?page=1&site=3');
  const { items } = (await answer.json()) as {
    items: { product: { dpId: string; url: string } }[];
  };
  const product = items[index]?.product;
  if (!product) throw new Error('the demo catalogue has too few JD products');
  return product;
}

/** Signs in on /user_login and lands on `from`. */
async function signInAt(page: Page, from: string, phone: string): Promise<void> {
  await page.goto(`/user_login?from=${encodeURIComponent(from)}`);
  await signInBySms(page, loginDialog(page), phone);
  await expect(page).toHaveURL(new RegExp(`${from.replace(/\//g, '\\/')}$`));
}

async function newPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  return context.newPage();
}

test('a 晒单 with two photos waits for an operator, then shows on /shaidan and on its product', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const product = await demoJdProduct(page, project === 'phone' ? 4 : 3);
  const text = `开箱晒单，到手价很满意（${project} ${Date.now()}）`;

  await page.goto('/shaidan');
  await expect(page.getByRole('heading', { level: 1, name: '晒单' })).toBeVisible();
  await page.getByRole('button', { name: '登录后晒单' }).click();
  const phone = uniquePhone(testInfo);
  await signInBySms(page, loginDialog(page), phone);
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

  // Pending: not in the feed.
  const feed = (await (await page.request.get('/api/shaidan')).json()) as {
    items: { text: string }[];
  };
  expect(feed.items.map((post) => post.text)).not.toContain(text);

  const operator = await ensureOperator(project);
  const operatorPage = await newPage(browser, `10.250.${operator.id % 250}.1`);
  await signInAt(operatorPage, '/mine/moderation', operator.phone);
  const item = operatorPage.getByRole('listitem').filter({ hasText: text });
  // Photos load as they near the viewport; the other project's pending posts may come first.
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByRole('img')).toHaveCount(2);
  await item.getByRole('button', { name: /^通过晒单/ }).click();
  await expect(operatorPage.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await operatorPage.context().close();

  await page.goto('/shaidan');
  // The session is read after the page loads; a like before that would ask to sign in.
  await expectSignedInAs(page, smsNickname(phone));
  const post = page.getByRole('article').filter({ hasText: text });
  await expect(post).toBeVisible();
  await expect(post.getByRole('img', { name: /晒单照片 1$/ })).toBeVisible();
  await post.getByRole('button', { name: /^点赞/ }).click();
  await expect(post.getByRole('button', { name: /^取消点赞，已有 1 人点赞/ })).toBeVisible();

  await page.goto(`/crc64/dp${product.dpId}/reviews`);
  const reviews = page.getByRole('region', { name: '晒单评价' });
  await expect(reviews.getByRole('article').filter({ hasText: text })).toBeVisible();
});

test('anyone not listed as an operator is refused on /mine/moderation', async ({
  page,
}, testInfo) => {
  await signInAt(page, '/mine/moderation', uniquePhone(testInfo));
  await expect(page.getByRole('alert')).toHaveText('无权访问审核后台');
  const answer = await page.request.get('/api/moderation');
  expect(answer.status()).toBe(403);
});
