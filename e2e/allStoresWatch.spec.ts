import { freshProduct, importPrice, importPrices } from './support/alerts';
import { expectSignedInAs, signInThroughApi, smsNickname, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

test('全网同款: one target for the same goods in every store; the other store going under it alerts, naming it', async ({
  page,
}, testInfo) => {
  // A sign-in, a save and two CLI imports: 15–25 s on a shared machine.
  test.setTimeout(60_000);
  const jd = freshProduct(testInfo);
  const clusterKey = `e2e-all-stores-${jd.dpId}`;
  // The same goods at 天猫, under an item id no JD test product uses.
  const tmallId = jd.dpId.replace(/-3$/, '');
  const tmall = {
    dpId: `${tmallId}-83`,
    url: `https://detail.tmall.com/item.htm?id=${tmallId}`,
    title: `${jd.title} 天猫旗舰店`,
    clusterKey,
  };
  importPrices({ ...jd, clusterKey }, [{ finalPrice: 199_900, secondsAgo: 600 }]);
  importPrices(tmall, [{ finalPrice: 210_000, secondsAgo: 600 }]);

  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${jd.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));
  const summary = page.getByRole('group', { name: '价格概览' });
  await summary.getByRole('button', { name: '降价提醒' }).click();
  const form = summary.getByRole('group', { name: '降价提醒' });
  await form.getByRole('textbox', { name: '目标价（元）' }).fill('1800');
  const allStores = form.getByRole('checkbox', { name: '全网同款一起提醒' });
  await expect(allStores).toHaveAccessibleDescription(
    '其他商城还有 1 个同款，按所有同款里最低的到手价提醒',
  );
  await allStores.check();
  await form.getByRole('button', { name: '收藏并提醒' }).click();
  await expect(summary.getByRole('link', { name: /^已收藏/ })).toBeVisible();

  // Kept on the server: after a reload the form starts from it.
  await page.reload();
  await summary.getByRole('button', { name: '目标价 ¥1800.00' }).click();
  await expect(form.getByRole('checkbox', { name: '全网同款一起提醒' })).toBeChecked();

  await page.goto('/mine/collection');
  const card = page.getByRole('article').filter({ hasText: jd.title });
  await expect(card.getByText('低于 ¥1800.00（全网同款）')).toBeVisible();

  // The watched store stays put; the same goods at 天猫 go under the target.
  importPrice(tmall, 175_000, 60);
  await page.goto('/mine/notice');
  await expect(page.getByText(`「到达目标价」${tmall.title} ¥1750.00`)).toBeVisible();
  await expect(
    page.getByText(/全网同款最低 ¥1750\.00（天猫），已到达你设置的目标价/),
  ).toBeVisible();
});
