import type { Locator, Page, TestInfo } from '@playwright/test';
import { openLoginModal } from './support/signIn';
import { expect, test } from './support/livePages';

/** The narrowest phone the site serves. */
const NARROW = { width: 320, height: 640 };

const PRODUCT_TABS = ['历史价格', '比价', '商品信息', '晒单评价', 'AI 点评', 'AI 对比'];

test.use({ viewport: NARROW });

/** These journeys set their own viewport: the phone project runs them. */
function phoneProjectOnly(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== 'phone', 'sets its own 320 px viewport');
}

/** A product of the demo catalogue. */
async function demoProductId(page: Page): Promise<string> {
  const search = (await (await page.request.get('/api/search?page=1')).json()) as {
    items: { product: { dpId: string } }[];
  };
  const dpId = search.items[0]?.product.dpId;
  if (!dpId) throw new Error('the demo catalogue has no product');
  return dpId;
}

/** The page itself does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The tab link can be brought wholly on screen (its row scrolls sideways). */
async function expectReachable(tab: Locator): Promise<void> {
  await tab.scrollIntoViewIfNeeded();
  await expect(tab).toBeInViewport({ ratio: 1 });
}

/** Every sign-in tab shows its whole title in a row that does not scroll, on screen as it is. */
async function expectLoginTabsWhole(box: Locator): Promise<void> {
  const row = box.getByRole('tablist', { name: '登录方式' });
  const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const tab of await row.getByRole('tab').all()) {
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  await expect(row.getByRole('tab', { name: '扫码登录' })).toBeVisible();
}

for (const view of ['desc', 'reviews'] as const) {
  test(`/crc64/dp…/${view} on a 320 px phone: the current tab in view, every tab reachable, 全网比价 shown`, async ({
    page,
  }, testInfo) => {
    phoneProjectOnly(testInfo);
    await page.goto(`/crc64/dp${await demoProductId(page)}/${view}`);
    const tabs = page.getByRole('navigation', { name: '商品页面' });
    const current = tabs.locator('[aria-current="page"]');
    await expect(current).toHaveText(view === 'desc' ? '商品信息' : '晒单评价');
    await expect(current).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('heading', { name: '全网比价' })).toBeVisible();

    for (const name of PRODUCT_TABS) {
      await expectReachable(tabs.getByRole('link', { name, exact: true }));
    }
    // From the keyboard too: focusing the last tab brings it on screen.
    await tabs.getByRole('link', { name: '历史价格' }).focus();
    await tabs.getByRole('link', { name: 'AI 对比' }).focus();
    await expect(tabs.getByRole('link', { name: 'AI 对比' })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  });
}

test('/user_login on a 320 px phone: the page’s own sign-in panel, no mask, 扫码登录 whole', async ({
  page,
}, testInfo) => {
  phoneProjectOnly(testInfo);
  await page.goto('/user_login?from=%2Ftrend');
  const panel = page.getByRole('region', { name: '登录价迹', exact: true });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: '关闭' })).toHaveCount(0);
  await expectLoginTabsWhole(panel);
  await panel.getByRole('tab', { name: '扫码登录' }).click();
  await expect(panel.getByText('请使用价迹App扫码登录')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the login modal on a 320 px phone shows 扫码登录 whole', async ({ page }, testInfo) => {
  phoneProjectOnly(testInfo);
  await page.goto('/');
  await expectLoginTabsWhole(await openLoginModal(page));
});
