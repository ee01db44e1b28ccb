import { expect, test } from './support/livePages';

test('an unknown path answers 404 and shows Page not found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
});

test('a 404 keeps the site around the shopper: header, footer, a search and ways on', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page');
  await expect(page.getByText('您访问的页面不存在，可能已被删除或地址输入有误。')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /价迹/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '关于我们' })).toBeVisible();
  const waysOn = page.getByRole('navigation', { name: '去别处看看' });
  await expect(waysOn.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/home');
  await expect(waysOn.getByRole('link', { name: '历史价格' })).toHaveAttribute('href', '/trend');
  const search = page.getByRole('main').getByRole('textbox', { name: '商品链接或关键词' });
  await search.fill('手机');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/crc64\/list\?q=%E6%89%8B%E6%9C%BA$/);
});

test('a malformed dp id answers 404 and shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/crc64/dpnot-a-dpid/where_buy');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Page Not Found: /crc64/dpnot-a-dpid/where_buy',
  );
});

test('the company pages are in Chinese and reachable by keyboard-accessible links', async ({
  page,
}) => {
  const response = await page.goto('/us/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '关于价迹' })).toBeVisible();
  await page.getByRole('link', { name: '加入我们' }).first().click();
  await expect(page).toHaveURL(/\/us\/zhaopin$/);
  await expect(page.getByRole('heading', { name: '数据工程师' })).toBeVisible();
});

test('a route change goes to the top and back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 400 });
  await page.goto('/us/about');
  await expect(page.getByRole('heading', { level: 1, name: '关于价迹' })).toBeVisible();
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '联系我们' });
  await footerLink.scrollIntoViewIfNeeded();
  const saved = await page.evaluate(() => window.scrollY);
  expect(saved).toBeGreaterThan(100);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: '联系我们' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: '关于价迹' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved);
});

test('visitor tracking writes fp and dfp cookies and sends nothing to any server', async ({
  page,
  context,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/home');
  await expect
    .poll(async () => (await context.cookies()).map((cookie) => cookie.name).sort(), {
      timeout: 20_000,
    })
    .toEqual(expect.arrayContaining(['dfp', 'fp']));
  const cookies = await context.cookies();
  const values = cookies
    .filter((cookie) => cookie.name === 'fp' || cookie.name === 'dfp')
    .map((cookie) => cookie.value);
  for (const url of requests) {
    for (const value of values) expect(url).not.toContain(value);
  }
  const origin = new URL(page.url()).origin;
  expect(requests.every((url) => url.startsWith(origin) || url.startsWith('data:'))).toBe(true);
});

test('a hash in the address jumps to its anchor', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 400 });
  await page.goto('/us/zhaopin#apply');
  const section = page.locator('#apply');
  await expect(section).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(section).toBeInViewport();
});

test('the FAQ answers a search and keeps it in the address', async ({ page }) => {
  const response = await page.goto('/app/questions');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '常见问题' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索问题' }).fill('到手价');
  await expect(page).toHaveURL(/\/app\/questions\?q=/);
  await expect(page.getByText(/实际要付的钱/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/实际要付的钱/)).toBeVisible();
});
