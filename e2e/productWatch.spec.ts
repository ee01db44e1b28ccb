import type { Locator } from '@playwright/test';
import { freshProduct, importPrice } from './support/alerts';
import { expectSignedInAs, signInThroughApi, smsNickname, uniquePhone } from './support/signIn';
import { expect, test } from './support/visitor';

/** Where the 收藏 controls sit in the price summary, and the summary's size (CSS px). */
async function watchLayout(summary: Locator, main: Locator, toggle: Locator) {
  const [box, mainBox, toggleBox] = await Promise.all(
    [summary, main, toggle].map(async (part) => {
      await expect(part).toBeVisible();
      return part.boundingBox();
    }),
  );
  const from = (part: typeof box) =>
    part && box && { x: part.x - box.x, y: part.y - box.y, width: part.width, height: part.height };
  return {
    summary: box && { width: box.width, height: box.height },
    main: from(mainBox),
    toggle: from(toggleBox),
  };
}

test('a saved product says 已收藏 and its condition after a reload and after going away and back, where a visitor’s 收藏 stood', async ({
  page,
}, testInfo) => {
  const product = freshProduct(testInfo);
  importPrice(product, 10_000, 600);
  const phone = uniquePhone(testInfo);
  await signInThroughApi(page, phone);
  await page.goto(`/crc64/dp${product.dpId}`);
  await expectSignedInAs(page, smsNickname(phone));
  const summary = page.getByRole('group', { name: '价格概览' });
  await summary.getByRole('button', { name: '降价提醒' }).click();
  const form = summary.getByRole('group', { name: '降价提醒' });
  await form.getByRole('textbox', { name: /目标价/ }).fill('90');
  await form.getByRole('button', { name: '收藏并提醒' }).click();
  const saved = summary.getByRole('link', { name: /^已收藏/ });
  const condition = summary.getByRole('button', { name: '目标价 ¥90.00' });
  await expect(saved).toBeVisible();
  await expect(condition).toBeVisible();

  await page.reload();
  await expect(saved).toBeVisible();
  await expect(condition).toBeVisible();
  await expect(summary.getByRole('button', { name: '收藏', exact: true })).toHaveCount(0);
  const savedLayout = await watchLayout(summary, saved, condition);

  await page.getByRole('link', { name: '首页', exact: true }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/crc64/dp${product.dpId}$`));
  await expect(saved).toBeVisible();
  await expect(condition).toBeVisible();

  // The server sends everyone a visitor's page (收藏 · 降价提醒); 已收藏 and the condition take
  // the very same places once read in, so nothing moves when they arrive.
  await page.context().clearCookies();
  await page.reload();
  const visitorLayout = await watchLayout(
    summary,
    summary.getByRole('button', { name: '收藏', exact: true }),
    summary.getByRole('button', { name: '降价提醒' }),
  );
  expect(savedLayout).toEqual(visitorLayout);
});
