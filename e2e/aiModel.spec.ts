import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from './support/livePages';

// These journeys run against the second e2e server, whose AI answers come from the loopback fake
// OpenAI-compatible provider (playwright.config.ts): a short answer, streamed at once unless a
// journey holds its product's stream open.
const MODEL = 'e2e-fake-model';
const aiServerURL = `http://127.0.0.1:${process.env.E2E_AI_PORT}`;
const providerURL = `http://127.0.0.1:${process.env.E2E_AI_PROVIDER_PORT}`;

test.use({ baseURL: aiServerURL });

interface DemoProduct {
  dpId: string;
  title: string;
}

/** The start of a title the fake provider recognises a prompt by (the stop journey holds it). */
function titleHead(product: DemoProduct): string {
  return product.title.slice(0, 12);
}

/**
 * Demo products of their own for this test and project: an answer is kept for the day, so a
 * product another test already asked about would come from the cache, not the model. No two
 * tests' products share a title's head (the same goods at two stores do), or the stream the stop
 * journey holds would hold another journey's answer too.
 */
async function productsFor(
  request: APIRequestContext,
  testInfo: TestInfo,
  count: number,
): Promise<DemoProduct[]> {
  const heads = new Set<string>();
  const distinct: DemoProduct[] = [];
  for (const page of [1, 2]) {
    const answer = await request.get(`/api/search?q=${encodeURIComponent('手机')}&page=${page}`);
    const body = (await answer.json()) as { items: { product: DemoProduct }[] };
    for (const { product } of body.items) {
      if (heads.has(titleHead(product))) continue;
      heads.add(titleHead(product));
      distinct.push(product);
    }
  }
  const tests = ['rating', 'stop', 'compare'];
  const slot = tests.indexOf(testInfo.title.split(':')[0] ?? '');
  const project = testInfo.project.name === 'phone' ? 1 : 0;
  const start = (slot * 2 + project) * 2;
  const picked = distinct.slice(start, start + count);
  if (slot === -1 || picked.length < count) throw new Error('no demo products for this test');
  return picked;
}

test('rating: the model writes the answer as it streams, and the page names it', async ({
  page,
  request,
}, testInfo) => {
  const [product] = await productsFor(request, testInfo, 1);
  await page.goto(`/ext/ai_rate?dp=${product?.dpId}`);
  const answer = page.getByRole('region', { name: '值不值得买' });
  await expect(answer.getByText('这件商品')).toBeVisible();
  await expect(answer.getByText('生成完毕')).toBeVisible();
  await expect(answer.getByRole('heading', { level: 2, name: '结论' })).toBeVisible();
  await expect(answer.getByText(/现在的价格接近历史低位，可以考虑入手。/)).toBeVisible();
  await expect(answer.getByText(new RegExp(`^模型：${MODEL} · 生成于`))).toBeVisible();
  await expect(answer.getByText('规则生成（未使用 AI）')).toHaveCount(0);
});

test('stop: 停止 keeps what arrived and ends the request to the model', async ({
  page,
  request,
}, testInfo) => {
  const [product] = await productsFor(request, testInfo, 1);
  // The title's head: the prompt carries it as data, escaped where JSON needs it.
  const head = product ? titleHead(product) : '\0';
  // The model sends the heading and 这件商品, then nothing more until the page stops it.
  await request.post(`${providerURL}/__hold`, { data: { text: head, after: 2 } });
  await page.goto(`/ext/ai_rate?dp=${product?.dpId}`);
  const answer = page.getByRole('region', { name: '值不值得买' });
  await expect(answer.getByText('这件商品')).toBeVisible();
  await answer.getByRole('button', { name: '停止' }).click();
  await expect(answer.getByText('已停止')).toBeVisible();
  await expect(answer.getByText(/这件商品/)).toBeVisible();
  await expect(answer.getByText(/入手。/)).toHaveCount(0);
  await expect
    .poll(async () => {
      const aborted = (await (await request.get(`${providerURL}/__aborted`)).json()) as {
        messages: string[];
      };
      return aborted.messages.some((prompt) => prompt.includes(head));
    })
    .toBe(true);
});

test('compare: two products are compared by the model', async ({ page, request }, testInfo) => {
  const products = await productsFor(request, testInfo, 2);
  await page.goto(`/ext/ai_compare?${products.map(({ dpId }) => `dp=${dpId}`).join('&')}`);
  const answer = page.getByRole('region', { name: '对比结论' });
  await expect(answer.getByText('生成完毕')).toBeVisible();
  await expect(answer.getByText(/可以考虑入手/)).toBeVisible();
  await expect(answer.getByText(new RegExp(`^模型：${MODEL} · 生成于`))).toBeVisible();
});
