import { APP_COMMENT_SUBJECT } from '@pricetrail/core';
import { newPage, operatorPage, signInAt } from './support/operators';
import { expectSignedInAs, smsNickname, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

const THREAD_API = `/api/comments/${APP_COMMENT_SUBJECT.kind}/${APP_COMMENT_SUBJECT.id}`;

test('a new account’s rating and comment wait for an operator, then anyone sees them on /app/comment', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = testInfo.project.name;
  const text = `比价很方便，降价提醒也准（${project} ${Date.now()}）`;

  await page.goto('/app/comment');
  await expect(page.getByRole('heading', { level: 1, name: '用户评价' })).toBeVisible();
  await page.getByRole('link', { name: '登录后发表评论' }).click();
  await expect(page).toHaveURL(/\/user_login\?from=%2Fapp%2Fcomment$/);
  const phone = uniquePhone(testInfo);
  await signInAt(page, '/app/comment', phone);
  await expectSignedInAs(page, smsNickname(phone));

  const form = page.getByRole('form', { name: '发表评论' });
  // Keyboard: focus the first star, move to the fourth with the arrow keys.
  await form.getByRole('radio', { name: '1 星' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 星' })).toBeChecked();
  await form.getByLabel('你的评论').fill(text);
  await expect(form.getByText(`${[...text].length}/500`)).toBeVisible();
  await form.getByRole('button', { name: '发表评论' }).click();
  await expect(form.getByRole('status')).toHaveText('评论已提交，审核通过后展示');

  const own = page.getByRole('article').filter({ hasText: text });
  await expect(own.getByText('待审核')).toBeVisible();
  await expect(own.getByRole('img', { name: '4 星' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('pending.png'), fullPage: true });

  // Pending: a visitor does not see it.
  const visitor = await newPage(browser, `10.251.${project === 'phone' ? 2 : 1}.1`);
  const before = (await (await visitor.request.get(THREAD_API)).json()) as {
    items: { text: string }[];
  };
  expect(before.items.map((item) => item.text)).not.toContain(text);

  const operator = await operatorPage(browser, 'comments', project, baseURL ?? '');
  await operator.goto('/mine/moderation');
  const item = operator.getByRole('listitem').filter({ hasText: text });
  await item.scrollIntoViewIfNeeded();
  await expect(item).toContainText('新账号');
  await item.getByRole('button', { name: /^通过评论/ }).click();
  await expect(operator.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await operator.context().close();

  await visitor.context().close();

  // Signed out, at this project's width (375 px on the phone): shown, and no sideways scroll.
  await page.context().clearCookies();
  await page.goto('/app/comment');
  const shown = page.getByRole('article').filter({ hasText: text });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('待审核')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '登录后发表评论' })).toBeVisible();
  await expect(page.getByText(/\d+ 人评分/)).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('approved.png'), fullPage: true });
});
