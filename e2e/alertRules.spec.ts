import { freshProduct, importPrice, importPrices, saved } from './support/alerts';
import { expectSignedInAs, signInThroughApi, smsNickname, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

const DAY = 86_400;

test('近 N 天最低 then 涨价, set in 我的收藏: the card and the button name them, and 消息 says what happened', async ({
  page,
}, testInfo) => {
  // A sign-in, two dialog saves and three CLI imports: 20–30 s on a shared machine.
  test.setTimeout(60_000);
  const product = freshProduct(testInfo);
  // Thirty days back ¥96 was the price, then ¥90 and now ¥100: the 30-day low is ¥90.
  importPrices(product, [
    { finalPrice: 8_000, secondsAgo: 40 * DAY },
    { finalPrice: 9_600, secondsAgo: 35 * DAY },
    { finalPrice: 9_000, secondsAgo: 10 * DAY },
    { finalPrice: 10_000, secondsAgo: 600 },
  ]);
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));
  const summary = page.getByRole('group', { name: '价格概览' });
  await summary.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(summary.getByRole('link', { name: /^已收藏/ })).toBeVisible();

  await page.goto('/mine/collection');
  const card = page.getByRole('article').filter({ hasText: product.title });
  await card.getByRole('button', { name: '修改提醒' }).click();
  const dialog = page.getByRole('dialog', { name: '修改提醒' });
  await dialog.getByRole('radio', { name: '近 N 天最低' }).check();
  await dialog.getByRole('textbox', { name: '天数 N' }).fill('30');
  await dialog.getByRole('textbox', { name: '提醒间隔（可选）' }).fill('24');
  await saved(page, () => dialog.getByRole('button', { name: '保存' }).click());
  await expect(card.getByText('近 30 天最低，每 24 小时最多一次')).toBeVisible();

  // Saved on the server: a reload reads the same condition back.
  await page.reload();
  await expect(card.getByText('近 30 天最低，每 24 小时最多一次')).toBeVisible();
  importPrice(product, 8_900, 60);
  await page.goto('/mine/notice');
  await expect(
    page.getByText(`「近 30 天最低」${product.title} 到了近 30 天最低价 ¥89.00`),
  ).toBeVisible();

  await page.goto(`/crc64/dp${product.dpId}`);
  await expect(summary.getByRole('button', { name: '近 30 天最低提醒' })).toBeVisible();

  // Another condition owes the last one's 24 hours nothing: the rise alerts at once.
  await page.goto('/mine/collection');
  await card.getByRole('button', { name: '修改提醒' }).click();
  await dialog.getByRole('radio', { name: '涨价提醒' }).check();
  await saved(page, () => dialog.getByRole('button', { name: '保存' }).click());
  await expect(card.getByText('涨价，每 24 小时最多一次')).toBeVisible();
  await page.reload();
  await expect(card.getByText('涨价，每 24 小时最多一次')).toBeVisible();
  importPrice(product, 9_500, 30);
  await page.goto('/mine/notice');
  await expect(
    page.getByText(`「涨价提醒」${product.title} 涨价了：¥89.00 → ¥95.00`),
  ).toBeVisible();
});
