import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/livePages';
import { freshProduct, importPrices } from './support/alerts';

const DAY = 86_400;

/** The deal cards of the list shown, by the list's name (the pager's items aside). */
const cards = (page: Page, list: string) =>
  page.getByRole('region', { name: list }).getByRole('listitem').filter({ hasText: '到手价' });

const REASON = /比30天中位价 ¥[\d.]+ 低 [\d.]+%（¥[\d.]+），近30天有\d+天数据/;
const PROOF = /假降价：涨价前约 ¥[\d.]+，\d{4}\.\d{2}\.\d{2} 涨到 ¥[\d.]+，.*依据 \d+ 天价格数据/;

// Prices no demo product has (the demo catalogue tops out far lower), so the price filter finds
// only this test's products, whatever day it runs on: the demo's own fake cuts follow the sales.
const BEFORE = 7_790_000;
const RAISED = 8_690_000;

// The verdict counts Shanghai days, so past prices sit at Shanghai noon: "N days ago" measured
// back from now would fall on another day when the test runs just after Shanghai's midnight.
const SHANGHAI_OFFSET = 8 * 3_600;

/** Seconds since midnight in Shanghai. */
const sinceShanghaiMidnight = () => (Math.floor(Date.now() / 1000) + SHANGHAI_OFFSET) % DAY;

/** `days` daily prices of `fen` at Shanghai noon, the newest `endDaysAgo` days before today. */
function daily(fen: number, days: number, endDaysAgo: number) {
  const sinceMidnight = sinceShanghaiMidnight();
  return Array.from({ length: days }, (_, index) => ({
    finalPrice: fen,
    secondsAgo: sinceMidnight + (endDaysAgo + days - 2 - index) * DAY + DAY / 2,
  }));
}

/** A price seen today: a minute ago, or at midnight when today is younger than that. */
const today = (finalPrice: number) => ({
  finalPrice,
  secondsAgo: Math.min(60, sinceShanghaiMidnight()),
});

/** A JD product whose price held for 20 days and was cut 10% today: a real deal. */
function importRealCut(testInfo: TestInfo) {
  const product = { ...freshProduct(testInfo), title: `好价测试 真降价 ${testInfo.project.name}` };
  importPrices(product, [...daily(BEFORE, 20, 1), today(7_010_000)]);
  return product;
}

/** A JD product raised 11% for 20 days and "cut" today back to about where it was: 先涨后降. */
function importRaiseThenCut(testInfo: TestInfo) {
  const product = {
    ...freshProduct(testInfo),
    title: `好价测试 先涨后降 ${testInfo.project.name}`,
  };
  importPrices(product, [...daily(BEFORE, 20, 21), ...daily(RAISED, 20, 1), today(7_750_000)]);
  return product;
}

test('deals: 全部好价 from /home → a real cut says why in numbers → one category and back → filter by store and price → 假降价 shows its proof → open it', async ({
  page,
}, testInfo) => {
  const real = importRealCut(testInfo);
  const fake = importRaiseThenCut(testInfo);

  await page.goto('/home');
  await page.getByRole('link', { name: '全部好价 ›' }).click();
  await expect(page).toHaveURL(/\/home\/discount$/);
  await expect(page.getByRole('heading', { level: 1, name: '今日好价' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件好价/);
  await expect(cards(page, '好价列表').first()).toContainText(REASON);

  const categories = page.getByRole('navigation', { name: '好价分类' });
  const category = categories.getByRole('link').nth(1);
  const categoryName = (await category.textContent()) ?? '';
  await category.click();
  await expect(page).toHaveURL(/\/home\/discount\/[\w-]+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `${categoryName} · 今日好价` }),
  ).toBeVisible();
  await categories.getByRole('link', { name: '全部' }).click();
  await expect(page).toHaveURL(/\/home\/discount$/);

  const filters = page.getByRole('form', { name: '筛选' });
  await filters.getByRole('combobox', { name: '商城' }).selectOption({ label: '京东' });
  await filters.getByRole('spinbutton', { name: '最低价（元）' }).fill('70000');
  await filters.getByRole('spinbutton', { name: '最高价（元）' }).fill('80000');
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/site=3/);
  const realCard = cards(page, '好价列表').filter({ hasText: real.title });
  await expect(realCard).toContainText(REASON);
  await expect(realCard).toContainText('近30天有20天数据');
  // The raised-then-cut product is as far below its 30-day median, and kept out of this list.
  await expect(cards(page, '好价列表').filter({ hasText: fake.title })).toHaveCount(0);

  await page.getByRole('link', { name: '假降价（先涨后降）' }).click();
  await expect(page).toHaveURL(/view=fake/);
  const fakeCard = cards(page, '假降价列表').filter({ hasText: fake.title });
  await expect(fakeCard).toContainText(PROOF);
  await expect(fakeCard).toContainText('涨价前约 ¥77900');

  await fakeCard.getByRole('link', { name: fake.title }).click();
  await expect(page).toHaveURL(/\/trend\/[\w-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: fake.title })).toBeVisible();
});
