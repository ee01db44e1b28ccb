import { expect, test } from './support/visitor';
import { freshProduct, importPrice } from './support/alerts';
import { backdateFollows, runFollowDigest } from './support/follows';
import { signInThroughApi, uniquePhone } from './support/signIn';

test('关注 a keyword: a new all-time low of a matching product becomes a digest in the notice centre', async ({
  page,
}, testInfo) => {
  // Sign-in, two CLI imports and a digest round on a shared machine.
  test.setTimeout(60_000);
  const product = freshProduct(testInfo);
  importPrice(product, 20_000, 600);
  await signInThroughApi(page, uniquePhone(testInfo));

  await page.goto('/mine/follow');
  await expect(page.getByRole('heading', { name: '已关注 0 / 50' })).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill(product.title);
  await page.getByRole('button', { name: '关注', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `已关注关键词「${product.title}」，有好价时会提醒你`,
  );
  await page.reload();
  await expect(page.getByRole('link', { name: `关键词 ${product.title}` })).toBeVisible();
  await expect(page.getByText('尚未提醒')).toBeVisible();

  // The product's price falls below anything it cost before: news for the keyword.
  await backdateFollows(product.title, 60);
  importPrice(product, 15_000, 0);
  expect(await runFollowDigest()).toBeGreaterThanOrEqual(1);

  await page.goto('/mine/notice');
  const digest = page.getByRole('link', {
    name: `「关注提醒」关键词「${product.title}」：1 件新好价`,
  });
  await expect(digest).toBeVisible();
  await expect(page.getByText(`历史新低 · 京东 · ${product.title} ¥150.00`)).toBeVisible();
  await expect(digest).toHaveAttribute('href', /\/crc64\/list\?q=/);

  // A second round the same day sends nothing more.
  await runFollowDigest();
  await page.reload();
  await expect(page.getByRole('link', { name: /「关注提醒」/ })).toHaveCount(1);
});

test('关注 a brand from a product’s 商品信息: the page says so and 我的关注 lists it', async ({
  page,
}, testInfo) => {
  const search = await (await page.request.get('/api/search?page=1')).json();
  const { dpId, brand } = (
    search as { items: { product: { dpId: string; brand: string } }[] }
  ).items
    .map((item) => item.product)
    .find((product) => product.brand !== '') ?? { dpId: '', brand: '' };
  expect(brand, 'a demo product with a brand').not.toBe('');
  await signInThroughApi(page, uniquePhone(testInfo));

  await page.goto(`/crc64/dp${dpId}/desc`);
  await expect(page.getByText(`品牌：${brand}`)).toBeVisible();
  await page.getByRole('button', { name: '关注这个品牌' }).click();
  await expect(page.getByText('已关注这个品牌，有新好价时会提醒你')).toBeVisible();

  await page.goto('/mine/follow');
  await expect(page.getByRole('link', { name: `品牌 ${brand}` })).toBeVisible();
});
