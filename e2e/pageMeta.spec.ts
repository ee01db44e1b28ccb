import { expect, test } from './support/livePages';

interface ListedProduct {
  product: { dpId: string; title: string };
}

test('a product page is titled after its product, with a canonical link and its own description', async ({
  page,
  request,
  baseURL,
}) => {
  const search = (await (await request.get('/api/search?page=1')).json()) as {
    items: ListedProduct[];
  };
  const listed = search.items[0];
  if (!listed) throw new Error('the demo catalogue has no product');
  const { dpId, title } = listed.product;

  await page.goto(`/crc64/dp${dpId}/where_buy?utm_source=wechat`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} 历史价格走势 - 价迹`);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/crc64/dp${dpId}/where_buy`,
  );
  const description = page.locator('head meta[name="description"]');
  await expect(description).toHaveCount(1);
  expect(await description.getAttribute('content')).toContain(title);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '关于价迹' })).toBeVisible();
  await expect(page).toHaveTitle('关于价迹 - 价迹');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/us/about`,
  );
});

test('a 404 page is kept out of search indexes', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('页面不存在 - 价迹');
});
