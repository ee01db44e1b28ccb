import { formatPrice } from '@pricetrail/core';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/livePages';

interface SalePrices {
  price618: number | null;
  price1111: number | null;
}

interface ListedProduct {
  product: { dpId: string; siteId: number; itemId: string; title: string; clusterKey?: string };
  summary: SalePrices | null;
}

/**
 * A JD demo product that other stores also sell and that has 618 and 双11 prices, or undefined
 * when the demo data is not seeded.
 */
async function findJdProduct(request: APIRequestContext): Promise<ListedProduct | undefined> {
  for (let page = 1; page <= 5; page += 1) {
    const answer = await request.get(`/api/search?q=${encodeURIComponent('华为')}&page=${page}`);
    if (!answer.ok()) return undefined;
    const body = (await answer.json()) as { items: ListedProduct[] };
    const hit = body.items.find(
      ({ product, summary }) =>
        product.siteId === 3 &&
        product.clusterKey &&
        summary?.price618 != null &&
        summary.price1111 != null,
    );
    if (hit) return hit;
    if (body.items.length === 0) return undefined;
  }
  return undefined;
}

test('share text on /home → history with both lines → ranges → where_buy cheapest first', async ({
  page,
  request,
}) => {
  const listed = await findJdProduct(request);
  // The e2e server runs on the demo catalogue, which sells goods at JD.
  if (!listed) throw new Error('no JD product in the demo catalogue');
  const { itemId, title, dpId, siteId } = listed.product;

  await page.goto('/home');
  const box = page.getByRole('textbox', { name: '商品链接或分享口令' });
  await box.fill(`【京东】${title} https://item.m.jd.com/product/${itemId}.html 复制打开京东App`);
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/trend/${dpId}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('buy-advice')).toContainText('购买建议');
  await expect(page.getByText('演示数据').first()).toBeVisible();
  await expect(page.getByText('到手价').first()).toBeVisible();
  await expect(page.getByText('页面价').first()).toBeVisible();
  await expect(page.getByText(/最低/).first()).toBeVisible();

  // The summary shows the sale prices the API gives, formatted as the page formats money.
  const detail = await request.get(`/api/products/${dpId}`);
  const { summary } = (await detail.json()) as { summary: SalePrices };
  const overview = page.getByRole('group', { name: '价格概览' });
  const sales = { '618 价': summary.price618, '双11 价': summary.price1111 };
  for (const [label, fen] of Object.entries(sales)) {
    if (fen === null) throw new Error(`the API gave no ${label} for ${dpId}`);
    await expect(overview.locator(`dt:text-is("${label}") + dd`)).toContainText(
      formatPrice(fen, siteId),
    );
  }

  const historyCall = page.waitForResponse((response) =>
    response.url().includes(`/api/products/${dpId}/history?range=30d`),
  );
  await page.getByRole('tab', { name: '近1月' }).click();
  expect((await historyCall).status()).toBe(200);

  await page.goto(`/crc64/dp${dpId}/where_buy`);
  await expect(page.getByRole('heading', { name: '全网比价' })).toBeVisible();
  const offers = await request.get(`/api/products/${dpId}/offers`);
  const body = (await offers.json()) as {
    offers: { summary: { currentFinal: number } | null }[];
  };
  const finals = body.offers.map((offer) => offer.summary?.currentFinal ?? 0);
  expect(finals).toEqual([...finals].sort((a, b) => a - b));
});
