import { expect, test } from './support/livePages';
import { freshProduct, importPrices } from './support/alerts';
import { importPromotions } from './support/promotions';

const HOUR = 3_600;
const DAY = 86_400;

test('promotions: an imported event shows on /promotion → its page lists its rules and product → its coupon opens the store → it is on the activity list → the product is a historical low today', async ({
  page,
}, testInfo) => {
  // Two CLI runs (the price import, the promotion import), on a machine shared with other tests.
  test.setTimeout(90_000);
  // Each project imports its own product, event and coupon: the two run at once on one database.
  const product = freshProduct(testInfo);
  importPrices(product, [
    { finalPrice: 129_900, secondsAgo: 3 * DAY },
    { finalPrice: 99_900, secondsAgo: 60 },
  ]);
  const itemId = Number(product.dpId.split('-')[0]);
  const name = `E2E 品牌日 ${testInfo.project.name} ${itemId}`;
  const amount = (10 + (itemId % 900)) * 100;
  const now = Math.floor(Date.now() / 1000);
  importPromotions([
    {
      type: 'event',
      site: 'jd',
      name,
      kind: '品牌日',
      startsAt: now - HOUR,
      endsAt: now + 2 * DAY,
      rules: ['满300减40', '第二件半价'],
      products: [product.dpId],
      url: 'https://pro.jd.com/mall/active/e2e.html',
    },
    {
      type: 'coupon',
      site: 'jd',
      threshold: 100_000,
      amount,
      // Sooner to expire than any demo coupon: it is on the list's first page.
      validFrom: now - HOUR,
      validTo: now + 2 * HOUR,
      url: 'https://a.jd.com/',
      dpId: product.dpId,
    },
  ]);

  await page.goto('/promotion');
  await expect(page.getByRole('heading', { level: 1, name: '商城活动' })).toBeVisible();
  const current = page.getByRole('region', { name: '进行中' });
  await expect(current.getByRole('list', { name: `${name}的规则` })).toContainText('满300减40');
  await current.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/promotion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('list', { name: '活动规则' })).toContainText('第二件半价');
  await expect(page.getByRole('link', { name: '去商城活动页' })).toHaveAttribute(
    'href',
    'https://pro.jd.com/mall/active/e2e.html',
  );
  const products = page.getByRole('region', { name: '参加的商品' });
  await expect(products.getByRole('link', { name: new RegExp(product.title) })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: '促销优惠' });
  await tabs.getByRole('link', { name: '优惠券' }).click();
  await expect(page).toHaveURL(/\/promotion\/coupon$/);
  // The amount is not unique across the run (the other project's coupon may share it): the
  // coupon is found by the product it is for.
  const take = page
    .getByRole('listitem')
    .filter({ hasText: product.title })
    .getByRole('link', { name: `领券：京东满1000减${amount / 100}（在京东打开）` });
  await expect(take).toHaveAttribute('href', 'https://a.jd.com/');
  await expect(take).toHaveAttribute('target', '_blank');
  // Each coupon names what it is for: this one product, a category, or the whole store.
  await expect(page.getByRole('listitem').filter({ hasText: product.title })).toContainText(
    `限商品：${product.title}`,
  );
  await expect(page.getByRole('listitem').filter({ hasText: '全店通用' }).first()).toBeVisible();
  // 苏宁's list holds its category coupon on its first page; the coupon's text is the only one
  // like it, so it is found the same before and after the list reloads for the store.
  await page.getByRole('combobox', { name: '商城' }).selectOption('苏宁易购');
  await expect(page).toHaveURL(/[?&]site=/);
  const ofCategory = page.getByRole('listitem').filter({ hasText: '冰箱满3000减200' });
  await expect(ofCategory).toContainText('限品类：冰箱');
  await ofCategory.getByRole('link', { name: '冰箱' }).click();
  await expect(page).toHaveURL(/\/home\/fridges$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/promotion\/coupon/);

  await tabs.getByRole('link', { name: '活动列表' }).click();
  await expect(page).toHaveURL(/\/promotion\/activity$/);
  await expect(page.getByRole('list', { name: '活动列表' })).toContainText(name);

  await tabs.getByRole('link', { name: '历史低价' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '今日历史低价' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/共 \d+ 件商品近 7 天降到历史最低价/);
});

test('promotions: a non-numeric event id is the route check’s 404, a missing one says so', async ({
  page,
}) => {
  await page.goto('/promotion/abc');
  await expect(page.getByText('Page Not Found: /promotion/abc')).toBeVisible();
  await page.goto('/promotion/999999999');
  await expect(page.getByRole('heading', { level: 1, name: '没有找到这个活动' })).toBeVisible();
});
