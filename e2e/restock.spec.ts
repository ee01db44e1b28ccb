import { freshProduct, importPrices, saved } from './support/alerts';
import { expectSignedInAs, signInThroughApi, smsNickname, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

test('到货提醒: a watched product goes out of stock and comes back, and 消息 says so once', async ({
  page,
}, testInfo) => {
  // A sign-in, a dialog save and three CLI imports: 20–30 s on a shared machine.
  test.setTimeout(60_000);
  const product = freshProduct(testInfo);
  importPrices(product, [{ finalPrice: 10_000, secondsAgo: 600, inStock: true }]);
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));
  const summary = page.getByRole('group', { name: '价格概览' });
  await expect(summary.getByTestId('stock-status')).toContainText('有货');
  await summary.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(summary.getByRole('link', { name: /^已收藏/ })).toBeVisible();

  await page.goto('/mine/collection');
  const card = page.getByRole('article').filter({ hasText: product.title });
  await card.getByRole('button', { name: '修改提醒' }).click();
  const dialog = page.getByRole('dialog', { name: '修改提醒' });
  await dialog.getByRole('radio', { name: '到货提醒' }).check();
  await saved(page, () => dialog.getByRole('button', { name: '保存' }).click());
  await expect(card.getByText('无货后到货')).toBeVisible();

  // Sold out: the product page says 无货 and the chart shades the stretch; nobody is told yet.
  importPrices(product, [{ finalPrice: 10_000, secondsAgo: 300, inStock: false }]);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expect(summary.getByTestId('stock-status')).toContainText('无货');
  await expect(page.getByRole('list', { name: '图例' }).getByText('无货')).toBeVisible();
  await expect(summary.getByRole('button', { name: '到货提醒' })).toBeVisible();

  // Back at ¥95, and seen again in stock: one notice for the one comeback.
  importPrices(product, [
    { finalPrice: 9_500, secondsAgo: 120, inStock: true },
    { finalPrice: 9_500, secondsAgo: 60, inStock: true },
  ]);
  await page.goto('/mine/notice');
  const notice = page.getByText(`「到货提醒」${product.title} 到货了：¥95.00`);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveCount(1);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expect(summary.getByTestId('stock-status')).toContainText('有货');
});
