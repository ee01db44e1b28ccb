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
