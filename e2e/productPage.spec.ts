import { formatIsoDay, formatPrice } from '@pricetrail/core';
import { freshProduct, importPrice, importPrices } from './support/alerts';
import { expect, test } from './support/visitor';

const DAY = 86_400;

test('a product page is kept until its price changes: the same ETag, then a new one with the new price', async ({
  request,
}, testInfo) => {
  const product = { ...freshProduct(testInfo), title: `缓存测试商品 ${testInfo.project.name}` };
  importPrices(product, [
    { finalPrice: 129_900, secondsAgo: 30 * DAY },
    { finalPrice: 119_900, secondsAgo: 2 * DAY },
  ]);
  const path = `/crc64/dp${product.dpId}`;
  // As a crawler asks: a shopper's view would send the tracker to check the product meanwhile.
  const headers = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
  const first = await request.get(path, { headers });
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(formatPrice(119_900, 3));
  // A render that raced a write anywhere (the server's own jobs) is not kept, and the next render
  // may differ with the clock: the page settles once one render is kept, then answers the same.
  let etag = '';
  await expect(async () => {
    etag = (await request.get(path, { headers })).headers().etag ?? '';
    expect((await request.get(path, { headers })).headers().etag).toBe(etag);
  }).toPass();
  const held = await request.get(path, { headers: { ...headers, 'if-none-match': etag } });
  expect(held.status()).toBe(304);

  importPrice(product, 99_900, 60);
  const changed = await request.get(path, { headers });
  expect(changed.headers().etag).not.toBe(etag);
  expect(await changed.text()).toContain(formatPrice(99_900, 3));
});

test('a product title that closes a script stays text: in the page, its state and its JSON-LD', async ({
  page,
}, testInfo) => {
  const hostile = `</script><script>window.__pwned=1</script> 注入测试 ${testInfo.project.name}`;
  const product = { ...freshProduct(testInfo), title: hostile };
  importPrices(product, [{ finalPrice: 59_900, secondsAgo: 3 * DAY }]);
  const response = await page.goto(`/crc64/dp${product.dpId}`, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('<script>window.__pwned');
  // In data blocks the title's `<` is written \u003c; in the markup, &lt;.
  expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1');
  expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.__pwned=1');
  await expect(page.getByRole('heading', { level: 1, name: hostile })).toBeVisible();
  expect(await page.evaluate(() => 'pwned' in window || '__pwned' in window)).toBe(false);
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect((JSON.parse(ld ?? '[]') as { name?: string }[])[0]?.name).toBe(hostile);
});

test('a low and a high seen twice carry one date, the latest, in the summary and the chart', async ({
  page,
}, testInfo) => {
  const product = freshProduct(testInfo);
  const now = Math.floor(Date.now() / 1000);
  importPrices(product, [
    { finalPrice: 189_900, secondsAgo: 300 * DAY },
    { finalPrice: 149_900, secondsAgo: 280 * DAY },
    { finalPrice: 199_900, secondsAgo: 200 * DAY },
    { finalPrice: 149_900, secondsAgo: 120 * DAY },
    { finalPrice: 199_900, secondsAgo: 40 * DAY },
    { finalPrice: 169_900, secondsAgo: 10 * DAY },
  ]);
  const lowDay = formatIsoDay(now - 120 * DAY);
  const highDay = formatIsoDay(now - 40 * DAY);
  await page.goto(`/crc64/dp${product.dpId}`);
  const summary = page.getByRole('group', { name: '价格概览' });
  const stat = (label: string) =>
    summary.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(stat('历史最低')).toHaveText(`${formatPrice(149_900, 3)}${lowDay}`);
  await expect(stat('历史最高')).toHaveText(`${formatPrice(199_900, 3)}${highDay}`);
  // The chart's marks and its table for screen readers date them by the same rule.
  const table = page.getByRole('table', { name: /价格记录/ });
  await expect(table.getByRole('row', { name: /历史最低/ })).toHaveText(
    `历史最低${formatPrice(149_900, 3)}${lowDay}`,
  );
  await expect(table.getByRole('row', { name: /历史最高/ })).toHaveText(
    `历史最高${formatPrice(199_900, 3)}${highDay}`,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its title, price, lows, chart and stores', async ({
    page,
  }, testInfo) => {
    const product = { ...freshProduct(testInfo), title: `无脚本测试商品 ${testInfo.project.name}` };
    importPrices(product, [
      { finalPrice: 259_900, secondsAgo: 200 * DAY },
      { finalPrice: 199_900, secondsAgo: 100 * DAY },
      { finalPrice: 229_900, secondsAgo: DAY },
    ]);
    await page.goto(`/crc64/dp${product.dpId}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const summary = page.getByRole('group', { name: '价格概览' });
    await expect(summary).toContainText(formatPrice(229_900, 3));
    await expect(summary).toContainText('历史最低');
    await expect(summary).toContainText(formatPrice(199_900, 3));
    // The chart is drawn as SVG in its box, from the same data.
    const sketch = page.getByRole('img', { name: /价格走势图/ }).locator('svg path');
    await expect(sketch.first()).toBeVisible();
    await expect(page.getByRole('heading', { name: '全网比价' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: '其他商城报价' }).getByRole('listitem').first(),
    ).toContainText(formatPrice(229_900, 3));
  });

  test('the search box is a form the server answers: a link shows its product, words the list', async ({
    page,
  }, testInfo) => {
    const product = { ...freshProduct(testInfo), title: `无脚本搜索商品 ${testInfo.project.name}` };
    product.title += ` ${product.dpId}`;
    importPrices(product, [{ finalPrice: 88_800, secondsAgo: DAY }]);
    const box = page.getByRole('main').getByRole('search').getByRole('textbox');

    await page.goto('/home');
    await box.fill(product.url);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/trend\/history\?url=/);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('group', { name: '价格概览' })).toContainText(
      formatPrice(88_800, 3),
    );

    await page.goto('/home');
    await box.fill(product.title);
    await page.getByRole('main').getByRole('button', { name: '查历史价' }).click();
    await expect(page).toHaveURL(/\/crc64\/list\?q=/);
    await expect(
      page.getByRole('heading', { level: 1, name: `搜索：${product.title}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: '商品列表' }).getByRole('link', { name: product.title }),
    ).toBeVisible();
  });
});
