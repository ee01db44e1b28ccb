import { demoJdProduct } from './support/publicRoutes';
import { expect, test } from './support/visitor';

// 粘贴 is for touch devices: the phone project's.
test.skip(({ isMobile }) => !isMobile, 'a computer pastes with its keyboard');

test('粘贴 on a phone reads a copied JD share text and opens its price history', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const product = await demoJdProduct(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  await page.goto('/home');
  // What the JD app puts on the clipboard when a shopper taps 分享 → 复制链接.
  await page.evaluate(
    (text) => navigator.clipboard.writeText(text),
    `【京东】https://item.m.jd.com/product/${product.itemId}.html 「${product.title}」点击链接直接打开`,
  );
  await page.getByRole('main').getByRole('button', { name: '粘贴' }).tap();
  await expect(page).toHaveURL(`/trend/${product.dpId}.html`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});

test('粘贴 on a phone whose browser refuses the clipboard says how to paste by hand', async ({
  page,
}) => {
  await page.goto('/home');
  await page.getByRole('main').getByRole('button', { name: '粘贴' }).tap();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '浏览器没有允许读取剪贴板，请长按输入框，选择「粘贴」',
  );
});
