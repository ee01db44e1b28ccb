import { expect, test } from './support/livePages';
import { freshProduct, importPrices } from './support/alerts';

// Views of this test's own product: more than any page the other journeys open a few times, so it
// makes the 热门榜's top 50 whatever else runs (the other project's product climbs beside it).
const VIEWS = 12;

test('rankings: a product viewed again and again climbs 热门榜 → from /home to /rank_list → tabs by keyboard → a category → open the product', async ({
  page,
  request,
}, testInfo) => {
  const product = { ...freshProduct(testInfo), title: `榜单测试 热门 ${testInfo.project.name}` };
  importPrices(product, [{ finalPrice: 12_900, secondsAgo: 60 }]);
  // Shoppers opening its page; the server counts views per day and keeps nothing about them.
  for (let view = 0; view < VIEWS; view++) {
    expect((await request.get(`/api/products/${product.dpId}`)).ok()).toBe(true);
  }

  await page.goto('/home');
  await page.getByRole('link', { name: '排行榜 ›' }).click();
  await expect(page).toHaveURL(/\/rank_list$/);
  await expect(page.getByRole('heading', { level: 1, name: '排行榜' })).toBeVisible();
  await expect(page.getByRole('tab', { name: '降价榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件上榜|正在加载榜单…/);

  await page.getByRole('tab', { name: '热门榜' }).click();
  await expect(page).toHaveURL(/list=hot/);
  const row = page
    .getByRole('list', { name: '热门榜' })
    .getByRole('listitem')
    .filter({ hasText: product.title });
  await expect(row).toContainText(/浏览 \d+/);
  const views = Number((await row.textContent())?.match(/浏览 (\d+)/)?.[1]);
  expect(views).toBeGreaterThanOrEqual(VIEWS);

  // The tabs answer the arrow keys: → moves on to 收藏榜.
  await page.getByRole('tab', { name: '热门榜' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '收藏榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/list=watched/);

  // One category's list keeps the tab; its chip is marked and the title names it.
  const chips = page.getByRole('navigation', { name: '榜单分类' });
  const chip = chips.getByRole('link').nth(1);
  const category = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page).toHaveURL(/list=watched&class=[\w-]+/);
  await expect(page.getByRole('heading', { level: 1, name: `${category} · 排行榜` })).toBeVisible();
  await expect(chip).toHaveAttribute('aria-current', 'page');

  // The list's route loads before the address changes: the chips' links follow once it has.
  await page.getByRole('tab', { name: '热门榜' }).click();
  await expect(page).toHaveURL(/list=hot&class=[\w-]+/);
  await chips.getByRole('link', { name: '全部' }).click();
  await expect(page).toHaveURL(/\/rank_list\?list=hot$/);
  await row.getByRole('link', { name: product.title }).click();
  await expect(page).toHaveURL(/\/trend\/[\w-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});
