import { expect, test, type Page } from '@playwright/test';

/** What `GET /api/deals` answers. */
interface DealsAnswer {
  total: number;
  items: {
    product: { dpId: string; title: string; siteId: number };
    deal: { kind: string; price: number; dataDays: number; proof: object | null };
  }[];
}

/** The deal cards of the list shown, by the list's name (the pager's items aside). */
const cards = (page: Page, list: string) =>
  page.getByRole('region', { name: list }).getByRole('listitem').filter({ hasText: '到手价' });

const REASON = /比30天中位价 ¥[\d.]+ 低 [\d.]+%（¥[\d.]+），近30天有\d+天数据/;
const PROOF = /假降价：涨价前约 ¥[\d.]+，\d{4}\.\d{2}\.\d{2} 涨到 ¥[\d.]+，.*依据 \d+ 天价格数据/;

test('deals: see why a price is a deal → filter by store → the 假降价 view and its proof → open a product', async ({
  page,
  request,
}) => {
  // The e2e server runs on the demo catalogue, generated up to today, with real and fake cuts.
  const fakes = (await (await request.get('/api/deals?view=fake')).json()) as DealsAnswer;
  if (fakes.total === 0) throw new Error('the demo catalogue has no 先涨后降 today');

  await page.goto('/home/discount');
  await expect(page.getByRole('heading', { level: 1, name: '今日好价' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件好价/);
  await expect(cards(page, '好价列表').first()).toContainText(REASON);

  const filtered = page.waitForResponse(
    (response) => response.url().includes('/api/deals') && response.url().includes('site=3'),
  );
  await page.getByRole('combobox', { name: '商城' }).selectOption({ label: '京东' });
  await page.getByRole('button', { name: '筛选' }).click();
  const { items, total } = (await (await filtered).json()) as DealsAnswer;
  expect(total).toBeGreaterThan(0);
  expect(items.every((item) => item.product.siteId === 3 && item.deal.kind === 'deal')).toBe(true);
  await expect(page).toHaveURL(/site=3/);
  await expect(page.getByRole('status')).toHaveText(`共 ${total} 件好价`);
  await expect(cards(page, '好价列表')).toHaveCount(items.length);

  await page.goto('/home/discount');
  await page.getByRole('link', { name: '假降价（先涨后降）' }).click();
  await expect(page).toHaveURL(/view=fake/);
  await expect(page.getByRole('status')).toHaveText(`共 ${fakes.total} 件假降价`);
  const fake = cards(page, '假降价列表').first();
  await expect(fake).toContainText(PROOF);

  const link = fake.getByRole('link').first();
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/trend\/[\w-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
