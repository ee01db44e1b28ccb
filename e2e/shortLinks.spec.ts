import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/livePages';
import { demoJdProduct } from './support/publicRoutes';

// The loopback stand-in for 3.cn, m.tb.cn, … (playwright.config.ts maps their hosts to it); each
// run makes its own short links there, so the server's cache of expansions never answers first.
const SHORT_LINKS = `http://127.0.0.1:${process.env.E2E_SHORT_LINKS_PORT}`;

// Taobao pages the fake store holds (the readers' fixtures), one per project, that the demo
// catalogue does not: a 淘口令 for one is queued, fetched by the tracker, then shown.
const TAOBAO_ITEMS = {
  desktop: { id: '525658240175', title: '手工编织羊毛围巾' },
  phone: { id: '812345678901', title: '复古陶瓷马克杯' },
} as const;

async function control(request: APIRequestContext, action: string, data: object) {
  const answer = await request.post(`${SHORT_LINKS}/__control/${action}`, { data });
  expect(answer.status()).toBe(204);
}

async function pasteIntoHome(page: Page, text: string) {
  await page.goto('/home');
  const box = page.getByRole('textbox', { name: '商品链接或分享口令' });
  await box.fill(text);
  await box.press('Enter');
}

test('a JD app share text with a 3.cn short link opens its product, 正在识别链接… meanwhile', async ({
  page,
  request,
}) => {
  const product = await demoJdProduct(request);
  const shortLink = `https://3.cn/1-${randomUUID().slice(0, 8)}`;
  const target = `https://item.m.jd.com/product/${product.itemId}.html?utm_source=app`;
  await control(request, 'link', { shortLink, target });
  await control(request, 'hold', { shortLink });

  await pasteIntoHome(page, `【京东】${shortLink}?jkl=@XyZ 「${product.title}」 点击链接直接打开`);
  await expect(page.getByRole('status').filter({ hasText: '正在识别链接…' })).toBeVisible();
  await control(request, 'release', { shortLink });

  await expect(page).toHaveURL(`/trend/${product.dpId}.html`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(product.title);
});

test('a 淘口令 opens the Taobao item it names, through its tracking, 正在识别链接… meanwhile', async ({
  page,
  request,
}, testInfo) => {
  const item = TAOBAO_ITEMS[testInfo.project.name as keyof typeof TAOBAO_ITEMS];
  const shortLink = `https://m.tb.cn/h.${randomUUID().slice(0, 8)}`;
  const target = `https://a.m.taobao.com/i${item.id}.htm?price=39.9&sourceType=item&suid=abc`;
  await control(request, 'link', { shortLink, target });
  await control(request, 'hold', { shortLink });

  await pasteIntoHome(
    page,
    `7¥ CZ0001 AbCdEfGhIjK¥ ${shortLink}  MU4321 「${item.title}」点击链接直接打开 或者 淘口令打开`,
  );
  await expect(page.getByRole('status').filter({ hasText: '正在识别链接…' })).toBeVisible();
  await control(request, 'release', { shortLink });

  // Queued, fetched from the fake store by the tracker, then opened by the tracking panel (its
  // states have stories); the loopback store answers so fast the panel may be gone already.
  await expect(page).toHaveURL(`/trend/${item.id}-123.html`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(item.title);
});

test('a short link leading outside the stores is refused with the reason', async ({
  page,
  request,
}) => {
  const shortLink = `https://3.cn/1-${randomUUID().slice(0, 8)}`;
  await control(request, 'link', { shortLink, target: 'https://evil.example/steal' });
  await pasteIntoHome(page, `【京东】${shortLink} 「看看这个」`);
  await expect(page.getByRole('alert')).toHaveText(
    '这个短链接指向商城以外的网站（evil.example），已拒绝打开',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form resolves a share text’s short link on the server', async ({
    page,
    request,
  }) => {
    const product = await demoJdProduct(request);
    const shortLink = `https://3.cn/1-${randomUUID().slice(0, 8)}`;
    const target = `https://item.m.jd.com/product/${product.itemId}.html`;
    await control(request, 'link', { shortLink, target });
    await page.goto('/home');
    await page
      .getByRole('textbox', { name: '商品链接或分享口令' })
      .fill(`【京东】${shortLink} 「${product.title}」`);
    await page.getByRole('button', { name: '查历史价' }).click();
    await expect(page).toHaveURL(/\/trend\/history\?url=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.title);
  });
});
