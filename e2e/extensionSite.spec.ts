import { EXTENSION_PACKAGE_PATH } from '@pricetrail/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newSiteContext, test } from './support/livePages';

/** A demo JD product with a category, as the server lists it. */
async function demoJdProduct(request: APIRequestContext): Promise<{ dpId: string; title: string }> {
  const answer = await request.get('/api/search?site=3&sort=popular');
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as {
    items: { product: { dpId: string; title: string; category: string | null } }[];
  };
  const product = items.find((item) => item.product.category)?.product;
  if (!product) throw new Error('the demo catalogue has no JD product with a category');
  return product;
}

/** Fails when the page is wider than the phone it is shown on. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test('the extension page offers the package, and the package downloads as a zip', async ({
  page,
  request,
}) => {
  await page.goto('/app/extension');
  const packageLink = page.getByRole('link', { name: '下载安装包（Chrome / Edge）' });
  await expect(packageLink).toHaveAttribute('href', EXTENSION_PACKAGE_PATH);

  const answer = await request.get(EXTENSION_PACKAGE_PATH);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/zip');
  expect(answer.headers()['content-disposition']).toMatch(
    /^attachment; filename="pricetrail-extension-\d+\.\d+\.\d+\.zip"$/,
  );
  const downloading = page.waitForEvent('download');
  await packageLink.click();
  expect((await downloading).suggestedFilename()).toMatch(/^pricetrail-extension-[\d.]+\.zip$/);
  await expectNoSidewaysScroll(page, 320);
});

test("the home page's 添加到 banner leads to the extension page for 360 browsers", async ({
  browser,
  baseURL,
  isMobile,
}) => {
  // A computer's browser: in the phone project even a context made without touch matches the
  // touch-only media queries.
  test.skip(isMobile, 'a computer’s banner; phones get the home-screen one (phoneApp.spec.ts)');
  const context = await newSiteContext(browser, {
    baseURL: baseURL ?? '',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.0.0 Safari/537.36 QIHU 360SE',
  });
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByRole('link', { name: '添加到 360安全浏览器' }).click();
  await expect(page).toHaveURL(/\/app\/extension\?browser=360$/);
  await expect(page.getByText(/尚未上架 360 扩展中心/)).toBeVisible();
  await context.close();
});

test('/jd_enhance shows the history, coupons and other stores of a dp id', async ({
  page,
  request,
}) => {
  const product = await demoJdProduct(request);
  await page.goto(`/jd_enhance?dp_id=${product.dpId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`价迹${product.title}`);
  await expect(page.getByRole('group', { name: '价格概览' })).toBeVisible();
  await expect(page.getByRole('table', { name: /价格记录/ })).toBeAttached();
  await expect(page.getByRole('region', { name: '优惠券与促销' })).toBeVisible();
  await expect(page.getByRole('link', { name: '在价迹查看完整历史' })).toHaveAttribute(
    'target',
    '_blank',
  );
  // A store's page frames it: no site header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 320);
});

test('/ext/jd_rank ranks the JD products of the viewed product’s category', async ({
  page,
  request,
}) => {
  const product = await demoJdProduct(request);
  await page.goto(`/ext/jd_rank?sku=${product.dpId.split('-')[0]}`);
  const ranking = page.getByRole('list', { name: /京东热销榜$/ });
  await expect(ranking.getByRole('listitem').first()).toBeVisible();
  await expect(ranking.getByRole('link').first()).toHaveAttribute('target', '_blank');
  await expectNoSidewaysScroll(page, 320);
});

test('/ext/trend shows a dp id’s 180-day chart and its price changes, newest first, in a frame-sized page', async ({
  page,
  request,
}, testInfo) => {
  const product = await demoJdProduct(request);
  await page.goto(`/ext/trend?dp=${product.dpId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`价迹${product.title}`);
  await expect(page.getByRole('img', { name: /价格走势图（半年）/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: '半年' })).toHaveAttribute('aria-selected', 'true');
  const changes = page.getByRole('region', { name: '价格变化' }).getByRole('listitem');
  await expect(changes.filter({ hasText: '最低' }).first()).toBeVisible();
  const days = await changes
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(days.length).toBeGreaterThan(1);
  expect(days).toEqual([...days].sort().reverse());
  const fullHistory = page.getByRole('link', { name: '在价迹查看完整历史' });
  await expect(fullHistory).toHaveAttribute('href', `/trend/${product.dpId}.html`);
  await expect(fullHistory).toHaveAttribute('target', '_blank');
  // A store's page frames it: no site header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: testInfo.outputPath(`ext-trend-${width}.png`), fullPage: true });
  await expectNoSidewaysScroll(page, width);
});

test('/ext/trend says in Chinese when the dp id is missing or not tracked', async ({ page }) => {
  await page.goto('/ext/trend');
  await expect(page.getByRole('alert')).toHaveText(
    '缺少商品编号（dp），请从商品页的价迹价格条打开',
  );
  await page.goto('/ext/trend?dp=1-3');
  await expect(page.getByRole('alert')).toHaveText('价迹暂未收录这件商品的价格');
});
