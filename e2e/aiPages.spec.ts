import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/livePages';

// The e2e server runs without AI_BASE_URL, so the rule-based analyst answers, labelled.
const RULE_LABEL = '规则生成（未使用 AI）';

async function demoProducts(request: APIRequestContext, count: number): Promise<string[]> {
  const answer = await request.get(`/api/search?q=${encodeURIComponent('华为')}`);
  const body = (await answer.json()) as { items: { product: { dpId: string } }[] };
  const dpIds = body.items.map((item) => item.product.dpId).slice(0, count);
  if (dpIds.length < count) throw new Error('the demo catalogue has too few products');
  return dpIds;
}

test('a product page leads to its AI rating, written by rules and labelled', async ({
  page,
  request,
}) => {
  const [dpId = ''] = await demoProducts(request, 1);
  await page.goto(`/crc64/dp${dpId}`);
  await page.getByRole('link', { name: 'AI 点评' }).click();
  await expect(page).toHaveURL(`/ext/ai_rate?dp=${dpId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 点评' })).toBeVisible();
  const answer = page.getByRole('region', { name: '值不值得买' });
  await expect(answer.getByText('生成完毕')).toBeVisible();
  await expect(answer.getByRole('heading', { level: 2, name: '购买时机' })).toBeVisible();
  await expect(answer.getByText(new RegExp(`^${RULE_LABEL} · 生成于`))).toBeVisible();
  await expect(answer.getByText('文中金额已与价迹的价格数据核对')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
});

test('two products from the address are compared at once', async ({ page, request }) => {
  const dpIds = await demoProducts(request, 2);
  await page.goto(`/ext/ai_compare?${dpIds.map((dpId) => `dp=${dpId}`).join('&')}`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI 对比' })).toBeVisible();
  const answer = page.getByRole('region', { name: '对比结论' });
  await expect(answer.getByText('生成完毕')).toBeVisible();
  await expect(answer.getByRole('heading', { level: 2, name: '推荐' })).toBeVisible();
  await expect(answer.getByText(new RegExp(`^${RULE_LABEL} · 生成于`))).toBeVisible();
  await expect(page.getByRole('button', { name: /^移除/ })).toHaveCount(2);
});
