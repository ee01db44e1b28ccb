import { formatPrice } from '@pricetrail/core';
import { expect, test } from './support/livePages';

// Store pages the e2e server's tracker fetches from the loopback fake store (playwright.config.ts),
// one per project so each run pastes a link the catalogue does not hold yet.
const STORE_PAGES = {
  desktop: {
    link: 'https://item.jd.com/100118495811.html',
    dpId: '100118495811-3',
    title: '小米 Xiaomi 15 12GB+256GB 白色',
    price: 419900,
  },
  phone: {
    link: 'https://detail.tmall.com/item.htm?id=756677889900',
    dpId: '756677889900-83',
    title: '李宁 超轻21 跑步鞋',
    price: 18900,
  },
} as const;

test('a pasted link we do not hold is fetched and opens, without a reload, on the price the store showed', async ({
  page,
}, testInfo) => {
  const store = STORE_PAGES[testInfo.project.name as keyof typeof STORE_PAGES];
  await page.goto('/home');
  // Set on this document only: still there at the end means the page never reloaded.
  await page.evaluate(() => Object.assign(window, { beforePaste: true }));
  const box = page.getByRole('textbox', { name: '商品链接或分享口令' });
  await box.fill(store.link);
  await box.press('Enter');

  // The live panel (its states have stories) hands over once the tracker has read the page; the
  // loopback store answers so fast that the panel may already be gone when the test looks.
  await expect(page).toHaveURL(`/trend/${store.dpId}.html`, { timeout: 30_000 });
  expect(await page.evaluate(() => 'beforePaste' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(store.title);
  await expect(page.getByText(formatPrice(store.price)).first()).toBeVisible();
  await expect(page.getByTestId('price-freshness')).toContainText('来源 抓取');
});

// Store pages that hold no price for a visitor on the loopback store (the readers' fixtures, the
// only pages at their URLs), one store per project: a block backs its store off.
const WALLED_PAGES = {
  desktop: {
    link: 'https://mobile.yangkeduo.com/goods.html?goods_id=476811105',
    reason: '需要登录：商城要求登录后才显示价格',
  },
  phone: {
    link: 'https://www.amazon.cn/dp/B0CFPJYX7P',
    reason: '商城拦截：商城要求验证码或滑块验证',
  },
} as const;

test('a pasted link the store will not show says why, when it is tried again and what the shopper can do', async ({
  page,
}, testInfo) => {
  const walled = WALLED_PAGES[testInfo.project.name as keyof typeof WALLED_PAGES];
  await page.goto('/home');
  const box = page.getByRole('textbox', { name: '商品链接或分享口令' });
  await box.fill(walled.link);
  await box.press('Enter');

  // A link we did not hold is news, not an error: the box has no alert.
  await expect(page.getByRole('status').filter({ hasText: '已开始追踪它的价格' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const panel = page.getByTestId('tracking-panel');
  await expect(panel.getByTestId('tracking-status')).toHaveText('暂时读不到价格', {
    timeout: 30_000,
  });
  await expect(panel).toContainText(walled.reason);
  await expect(panel.getByTestId('tracking-detail')).toHaveText(
    /^将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 自动重试。$/,
  );
  await expect(panel.getByTestId('tracking-advice')).toContainText('不必停留在本页');
});
