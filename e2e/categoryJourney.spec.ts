import type { Page } from '@playwright/test';
import { expect, test } from './support/livePages';

/** What `GET /api/search` answers. */
interface SearchAnswer {
  total: number;
  items: {
    product: { title: string; siteId: number };
    summary: { currentFinal: number } | null;
  }[];
}

/** The product links of the list shown. */
const productLinks = (page: Page) =>
  page.getByRole('region', { name: '商品列表' }).getByRole('listitem').getByRole('link');

test('category: open from /home → sort by price → next page → open a product', async ({
  page,
  request,
}) => {
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: { slug: string; name: string }[];
  };
  let category: { slug: string; name: string } | undefined;
  for (const candidate of categories) {
    const answer = await request.get(`/api/search?class=${candidate.slug}`);
    const { total, pageSize } = (await answer.json()) as { total: number; pageSize: number };
    if (total > pageSize) {
      category = candidate;
      break;
    }
  }
  // The e2e server runs on the demo catalogue, whose categories span many pages.
  if (!category) throw new Error('no category with two pages in the demo catalogue');

  await page.goto('/home');
  await page.getByRole('link', { name: category.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/home/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件商品/);

  const sorted = page.waitForResponse(
    (response) => response.url().includes('/api/search') && response.url().includes('sort=price'),
  );
  await page.getByRole('button', { name: '价格最低' }).click();
  const answer = await sorted;
  expect(answer.status()).toBe(200);
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByRole('button', { name: '价格最低' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The server ordered the page by final price, and the page shows it in that order.
  const { items } = (await answer.json()) as SearchAnswer;
  const prices = items.map((item) => item.summary?.currentFinal ?? Infinity);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(productLinks(page)).toHaveCount(items.length);
  await expect(productLinks(page).first()).toContainText(items[0]?.product.title ?? '');

  // Products are told apart by their address: the demo catalogue sells one title in several stores.
  const hrefsOf = () =>
    productLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const firstPage = await hrefsOf();
  await page.getByRole('navigation', { name: '商品列表分页' }).getByText('下一页').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('第 2 页，共', { exact: false })).toBeAttached();
  await expect(productLinks(page).first()).not.toHaveAttribute('href', firstPage[0] ?? '');
  expect((await hrefsOf()).filter((href) => firstPage.includes(href))).toEqual([]);

  const card = productLinks(page).first();
  const title = (await card.textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/trend\/[\w-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('/crc64/list lists the whole catalogue and /product/middle_qr opens a product', async ({
  page,
}) => {
  await page.goto('/crc64/list');
  await expect(page.getByRole('heading', { level: 1, name: '全部商品' })).toBeVisible();
  const card = productLinks(page).first();
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href')) ?? '';
  const dpId = /\/trend\/([\w-]+)\.html$/.exec(href)?.[1] ?? '';

  const response = await page.goto(`/product/middle_qr?dpid=${dpId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /^去.+打开$/ })).toHaveAttribute('href', /^https?:/);
  await expect(page.getByRole('link', { name: '查看完整历史价格' })).toHaveAttribute('href', href);
});

test('the store and price filters narrow the category on the server', async ({ page }) => {
  await page.goto('/crc64/list');
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件商品/);
  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/search') && response.url().includes('site=3'),
  );
  await page.getByRole('combobox', { name: '商城' }).selectOption({ label: '京东' });
  await page.getByRole('spinbutton', { name: '最低价（元）' }).fill('100');
  await page.getByRole('button', { name: '筛选' }).click();
  const { items, total } = (await (await filtered).json()) as SearchAnswer;
  expect(total).toBeGreaterThan(0);
  expect(items.every((item) => item.product.siteId === 3)).toBe(true);
  expect(items.every((item) => (item.summary?.currentFinal ?? 0) >= 10_000)).toBe(true);
  await expect(page.getByRole('status')).toHaveText(`共 ${total} 件商品`);
});

test('keywords typed in the home box list the catalogue products matching them', async ({
  page,
  request,
}) => {
  // A word of a demo product's title, so the search has something to find.
  const { items } = (await (await request.get('/api/search')).json()) as SearchAnswer;
  const keyword = (items[0]?.product.title ?? '').split(/\s+/)[0] ?? '';
  const matching = (await (
    await request.get(`/api/search?q=${encodeURIComponent(keyword)}`)
  ).json()) as SearchAnswer;
  expect(matching.total).toBeGreaterThan(0);

  await page.goto('/home');
  await page.getByRole('textbox', { name: '商品链接或分享口令' }).fill(`  ${keyword} `);
  await page.getByRole('textbox', { name: '商品链接或分享口令' }).press('Enter');
  await expect(page).toHaveURL(`/crc64/list?q=${encodeURIComponent(keyword)}`);
  await expect(page.getByRole('heading', { level: 1, name: `搜索：${keyword}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`共 ${matching.total} 件商品`);
  await expect(productLinks(page).first()).toContainText(keyword);
});
