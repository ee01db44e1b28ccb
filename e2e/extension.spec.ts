import { fenToYuanText, formatPrice, parseProductUrl, type ParsedProduct } from '@pricetrail/core';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  expect,
  freshStorePage,
  importHistory,
  serveStorePages,
  test,
  type LoadedExtension,
  type StorePage,
} from './support/extension';
import { FLUSH_DELAY_MS } from '../packages/extension/src/background/contributionQueue.ts';
import { freePort } from '../packages/server/src/throwaway/freePort.ts';
import { importPrices } from './support/alerts';
import {
  expectSignedInAs,
  identityCall,
  loginDialog,
  signInBySms,
  smsNickname,
  uniquePhone,
} from './support/signIn';
import { LOOPBACK_HEADERS, visitorHeaders } from './support/visitor';

// The extension runs in its own Chromium (playwright.config.ts runs this file on the desktop
// project only) against the e2e server; store pages come from the readers' fixtures.

/** One product page per store, and the price block the bar must follow. */
const STORES = [
  { store: 'JD', file: 'jd/classic-filled.html', priceBlock: '.summary-price' },
  { store: 'Tmall', file: 'tmall/app-2025.html', priceBlock: '[class^="Price--root"]' },
  { store: 'Taobao', file: 'taobao/app-2025.html', priceBlock: '[class^="ItemTitle--"]' },
  { store: 'Pinduoduo', file: 'pinduoduo/goods.html', priceBlock: '.goods-container-v2' },
  { store: 'Suning', file: 'suning/product.html', priceBlock: '#mainPrice' },
  { store: 'Vipshop', file: 'vipshop/detail.html', priceBlock: '.pi-price-box' },
] as const;

const bar = (page: Page) => page.getByRole('region', { name: '价迹历史价格' });

/** What the server says about the product now. */
async function serverProduct(request: APIRequestContext, dpId: string) {
  const answer = await request.get(`/api/products/${dpId}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as {
    latestSource: string | null;
    summary: { pending: { finalPrice: number; source: string } | null } | null;
  };
}

/**
 * Waits until the server holds the page's price from the extension's report: one shopper's
 * report shows as 待核实 beside the published price until a trusted source or other shoppers
 * settle it (docs/price-trust.md). The worker holds a reading FLUSH_DELAY_MS for others to join
 * its batch before it sends, so the wait allows for that on top of expect's usual 5 s (which a
 * busy machine can spend on the rest).
 */
async function expectContributed(request: APIRequestContext, page: StorePage) {
  await expect
    .poll(
      async () => {
        const { latestSource, summary } = await serverProduct(request, page.product.dpId);
        return { latestSource, pending: summary?.pending };
      },
      { timeout: FLUSH_DELAY_MS + 5_000 },
    )
    .toMatchObject({
      latestSource: 'import',
      pending: { source: 'extension', finalPrice: page.price },
    });
}

for (const { store, file, priceBlock } of STORES) {
  test(`${store}: the bar follows the price block with the lows the server holds, and the price seen reaches the server`, async ({
    extension,
    baseURL,
    request,
  }) => {
    const storePage = freshStorePage(file);
    const { lowest, lowest30 } = importHistory(storePage);
    await extension.set({ serverOrigin: baseURL });
    await serveStorePages(extension.context, [storePage]);
    const page = await extension.context.newPage();
    await page.goto(storePage.url);

    const siteId = storePage.product.siteId;
    await expect(bar(page).locator('[data-fact="lowest"]')).toContainText(
      formatPrice(lowest, siteId),
    );
    await expect(bar(page).locator('[data-fact="lowest30"]')).toContainText(
      formatPrice(lowest30, siteId),
    );
    await expect(bar(page).locator('[data-fact="today"]')).toContainText(
      formatPrice(storePage.price, siteId),
    );
    await expect(bar(page).getByText('降', { exact: true })).toBeVisible();
    await expect(bar(page).getByRole('button', { name: '价格走势' })).toBeVisible();
    await expect(bar(page).getByRole('link', { name: '查看完整历史' })).toHaveAttribute(
      'href',
      `${baseURL}/trend/${storePage.product.dpId}.html`,
    );
    const isRightAfterPriceBlock = await page
      .locator('[data-pricetrail="mini-bar"]')
      .evaluate((host, selector) => host.previousElementSibling?.matches(selector), priceBlock);
    expect(isRightAfterPriceBlock).toBe(true);

    await expectContributed(request, storePage);
  });
}

test('价格走势 opens the site’s price history of the product in a frame over the store page, and Esc closes it, inside the frame too', async ({
  extension,
  baseURL,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  const { lowest } = importHistory(storePage);
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [storePage]);
  // The test server is on loopback, and Chromium asks before a public page frames a local address
  // (Local Network Access); the shopper's server is a public one.
  await extension.context.grantPermissions(['local-network-access'], {
    origin: new URL(storePage.url).origin,
  });
  const page = await extension.context.newPage();
  await page.goto(storePage.url);

  const toggle = bar(page).getByRole('button', { name: '价格走势' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('iframe[title="价迹价格走势"]')).toHaveAttribute(
    'src',
    `${baseURL}/ext/trend?dp=${storePage.product.dpId}`,
  );
  const trend = page.frameLocator('iframe[title="价迹价格走势"]');
  await expect(trend.getByRole('heading', { level: 1 })).toHaveText(`价迹${storePage.title}`);
  await expect(trend.getByRole('img', { name: /价格走势图（半年）/ })).toBeVisible();
  const lowestChange = trend
    .getByRole('region', { name: '价格变化' })
    .getByRole('listitem')
    .filter({ hasText: '最低' });
  await expect(lowestChange).toContainText(formatPrice(lowest, storePage.product.siteId));

  // Esc where the popover's focus starts (its close button), and Esc inside the framed page.
  await page.keyboard.press('Escape');
  await expect(page.locator('iframe[title="价迹价格走势"]')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await toggle.click();
  await trend.getByRole('link', { name: '在价迹查看完整历史' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('iframe[title="价迹价格走势"]')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  // The store's page is as it was.
  await expect(page.locator(`.J-p-${storePage.product.itemId}`)).toHaveText('4999.00');
});

/** The character set a store page is served in. */
const charsetOf = (page: StorePage) => /charset=([\w-]+)/.exec(page.contentType)?.[1] ?? 'utf-8';

/** Flips 回传看到的价格 on the options page and saves it. */
async function setContributingInOptions(extension: LoadedExtension, isOn: boolean) {
  const options = await extension.openPage('options.html');
  await options.getByRole('switch', { name: '回传看到的价格' }).setChecked(isOn);
  await options.getByRole('button', { name: '保存' }).click();
  await expect(options.getByRole('status')).toHaveText('已保存');
  await options.close();
}

test('with contributing turned off on the options page, a price seen is not sent', async ({
  extension,
  baseURL,
  request,
}) => {
  const unsent = freshStorePage('jd/classic-filled.html');
  const sent = freshStorePage('suning/product.html');
  importHistory(unsent);
  importHistory(sent);
  await extension.set({ serverOrigin: baseURL });
  await setContributingInOptions(extension, false);
  await serveStorePages(extension.context, [unsent, sent]);
  const readings = await extension.recordReadings();

  const first = await extension.context.newPage();
  await first.goto(unsent.url);
  await expect(bar(first).locator('[data-fact="lowest"]')).toBeVisible();
  // The worker has the reading (and has looked at the switch) before the switch goes on again.
  await expect.poll(readings).toContain(unsent.product.dpId);
  await first.close();

  // A later reading, with contributing on: once it is on the server, anything queued before it
  // would be too (the queue sends oldest first).
  await setContributingInOptions(extension, true);
  const second = await extension.context.newPage();
  await second.goto(sent.url);
  await expectContributed(request, sent);
  const notSent = await serverProduct(request, unsent.product.dpId);
  expect({ latestSource: notSent.latestSource, pending: notSent.summary?.pending }).toEqual({
    latestSource: 'import',
    pending: null,
  });
});

test('the popup lists the product just viewed, links to its history, and says who is signed in', async ({
  extension,
  baseURL,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  importHistory(storePage);
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [storePage]);
  const page = await extension.context.newPage();
  await page.goto(storePage.url);
  await expect(bar(page).locator('[data-fact="lowest"]')).toBeVisible();

  const popup = await extension.openPage('popup.html');
  const recent = popup.getByRole('region', { name: '最近浏览' });
  await expect(recent.getByRole('link', { name: storePage.title })).toHaveAttribute(
    'href',
    `${baseURL}/trend/${storePage.product.dpId}.html`,
  );
  await expect(recent.getByRole('listitem')).toContainText(
    formatPrice(storePage.price, storePage.product.siteId),
  );
  // The server answered the account question: this browser has no session on the site.
  await expect(popup.getByRole('region', { name: '账号' })).toHaveText('未登录 登录');
});

/**
 * Signs the extension's browser in on the site by SMS, through the browser's own cookie jar (as
 * the login page would), and returns the new account's nickname.
 */
async function signInBrowser(
  context: BrowserContext,
  origin: string,
  phone: string,
): Promise<string> {
  const sent = await identityCall(
    context.request,
    'POST',
    '/UserHelper/SmsCode',
    { phone, tag: 'login' },
    origin,
  );
  const { data } = (await sent.json()) as { data?: { capi?: string } };
  const sms = await context.request.get(`/__test/sms/${phone}`, { headers: LOOPBACK_HEADERS });
  const { code } = (await sms.json()) as { code: string };
  const signedIn = await context.request.post(data?.capi ?? '', {
    form: { code },
    headers: { origin },
  });
  expect(((await signedIn.json()) as { code: number }).code).toBe(1);
  return smsNickname(phone);
}

test('signed in on the site, the popup shows who and how many products they watch', async ({
  extension,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? '';
  await extension.set({ serverOrigin: origin });
  await extension.context.setExtraHTTPHeaders(visitorHeaders(testInfo));
  const nickname = await signInBrowser(extension.context, origin, uniquePhone(testInfo));

  const popup = await extension.openPage('popup.html');
  const account = popup.getByRole('region', { name: '账号' });
  await expect(account).toContainText(nickname);
  await expect(account.getByRole('link', { name: '收藏 0 件' })).toHaveAttribute(
    'href',
    `${baseURL}/mine/collection`,
  );
});

test('with the server down, the bar says so and the store page still works', async ({
  extension,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  // A port nothing listens on: the server is down.
  await extension.set({ serverOrigin: `http://127.0.0.1:${await freePort()}` });
  await serveStorePages(extension.context, [storePage]);
  const page = await extension.context.newPage();
  await page.goto(storePage.url);

  await expect(bar(page).getByRole('status')).toHaveText('连不上价迹服务器，暂时看不到历史价格');
  await expect(page.locator('.sku-name')).toContainText(storePage.title);
  await expect(page.locator(`.J-p-${storePage.product.itemId}`)).toHaveText('4999.00');
  // The page's own scripts ran as ever (its other scripts are not served here).
  expect(await page.evaluate(() => typeof Reflect.get(window, 'pageConfig'))).toBe('object');
});

/** The target prices on the watch list of whoever `request` is signed in as, by dp id. */
async function watchedTargets(request: APIRequestContext, origin: string) {
  const answer = await identityCall(request, 'GET', '/UserCollection/List', {}, origin);
  const { data } = (await answer.json()) as {
    data?: { list: { dp_id: string; target_price: number | null }[] };
  };
  return Object.fromEntries((data?.list ?? []).map((item) => [item.dp_id, item.target_price]));
}

test('降价提醒: the shopper chooses the target; signed out the add completes after the sign-in, signed in at once', async ({
  extension,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? '';
  const first = freshStorePage('jd/classic-filled.html');
  const second = freshStorePage('suning/product.html');
  importHistory(first);
  const { lowest30: secondLowest30 } = importHistory(second);
  await extension.set({ serverOrigin: origin });
  await extension.context.setExtraHTTPHeaders(visitorHeaders(testInfo));
  await serveStorePages(extension.context, [first, second]);
  const page = await extension.context.newPage();
  await page.goto(first.url);

  await bar(page).getByRole('button', { name: '降价提醒' }).click();
  const target = bar(page).getByRole('textbox', { name: '目标价' });
  await expect(target).toBeFocused();
  // A target at today's price is refused, naming it; the add waits for one below.
  await target.fill(fenToYuanText(first.price));
  await target.press('Enter');
  await expect(target).toHaveAccessibleDescription(
    `目标价需低于今日价格 ${formatPrice(first.price, first.product.siteId)}`,
  );
  const firstTarget = Math.round(first.price * 0.7);
  await target.fill(fenToYuanText(firstTarget));
  const signInTab = extension.context.waitForEvent('page');
  await target.press('Enter');
  await expect(bar(page).getByRole('status')).toHaveText(
    '请在新打开的页面登录，登录后自动加入降价提醒',
  );
  const signIn = await signInTab;
  await expect(signIn).toHaveURL(
    `${origin}/user_login?from=${encodeURIComponent(`/trend/${first.product.dpId}.html`)}`,
  );
  const phone = uniquePhone(testInfo);
  await signInBySms(signIn, loginDialog(signIn), phone);
  await expectSignedInAs(signIn, smsNickname(phone));
  // The worker finished the add with the site's session cookie and the target the shopper chose.
  const { request } = extension.context;
  await expect
    .poll(() => watchedTargets(request, origin))
    .toEqual({ [first.product.dpId]: firstTarget });
  await expect(bar(page).getByRole('status')).toHaveText('已加入降价提醒');

  // Signed in now: another product goes on the list at the first 提醒我, with the suggested target
  // (its 30-day low, under today's price).
  await page.goto(second.url);
  await bar(page).getByRole('button', { name: '降价提醒' }).click();
  await expect(bar(page).getByRole('textbox', { name: '目标价' })).toHaveValue(
    fenToYuanText(secondLowest30),
  );
  await bar(page).getByRole('button', { name: '提醒我' }).click();
  await expect(bar(page).getByRole('status')).toHaveText('已加入降价提醒');
  expect(await watchedTargets(request, origin)).toEqual({
    [first.product.dpId]: firstTarget,
    [second.product.dpId]: secondLowest30,
  });
});

test('a SKU switch without a reload: the bar follows the new product and its price is sent', async ({
  extension,
  baseURL,
  request,
}) => {
  const first = freshStorePage('jd/classic-filled.html');
  const second = freshStorePage('jd/classic-filled.html');
  importHistory(first);
  importHistory(second);
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [first, second]);
  const page = await extension.context.newPage();
  await page.goto(first.url);
  const historyLink = bar(page).getByRole('link', { name: '查看完整历史' });
  await expect(historyLink).toHaveAttribute('href', `${baseURL}/trend/${first.product.dpId}.html`);

  // What a store's SKU picker does: a new address in place, and the page redrawn for that SKU.
  await page.evaluate(
    ({ url, html }) => {
      history.pushState(null, '', url);
      const next = new DOMParser().parseFromString(html, 'text/html');
      document.body.replaceWith(document.adoptNode(next.body));
    },
    { url: second.url, html: new TextDecoder(charsetOf(second)).decode(second.body) },
  );
  await expect(historyLink).toHaveAttribute('href', `${baseURL}/trend/${second.product.dpId}.html`);
  await expectContributed(request, second);
});

test('the top bar shows the promotions the server has seen and links the AI rating; off, it is gone', async ({
  extension,
  baseURL,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  importHistory(storePage, { promo: '满3000减200' });
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [storePage]);
  const page = await extension.context.newPage();
  await page.goto(storePage.url);
  const topBar = page.getByRole('region', { name: '价迹优惠信息' });
  await expect(topBar.getByRole('listitem')).toContainText(['满3000减200']);
  await expect(topBar.getByRole('link', { name: 'AI 评分：值不值得买' })).toHaveAttribute(
    'href',
    `${baseURL}/ext/ai_rate?dp=${storePage.product.dpId}`,
  );
  await topBar.getByRole('button', { name: '关闭价迹优惠条' }).click();
  await expect(topBar).toBeHidden();

  await extension.set({ topBar: false });
  const again = await extension.context.newPage();
  await again.goto(storePage.url);
  await expect(bar(again).locator('[data-fact="lowest"]')).toBeVisible();
  await expect(again.locator('[data-pricetrail="top-bar"]')).toHaveCount(0);
});

test('the options page moves and hides the bars on a store page already open', async ({
  extension,
  baseURL,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  importHistory(storePage, { promo: '满3000减200' });
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [storePage]);
  const page = await extension.context.newPage();
  await page.goto(storePage.url);
  const miniBar = page.locator('[data-pricetrail="mini-bar"]');
  await expect(bar(page).locator('[data-fact="lowest"]')).toBeVisible();
  await expect(miniBar).toHaveAttribute('data-position', 'below-price');

  const options = await extension.openPage('options.html');
  await options.getByRole('radio', { name: '页面右下角（悬浮）' }).check();
  await options.getByRole('switch', { name: '显示顶部优惠条' }).setChecked(false);
  await options.getByRole('button', { name: '保存' }).click();
  await expect(options.getByRole('status')).toHaveText('已保存');

  await expect(miniBar).toHaveAttribute('data-position', 'floating');
  await expect(bar(page).locator('[data-fact="lowest"]')).toBeVisible();
  await expect(page.locator('[data-pricetrail="top-bar"]')).toHaveCount(0);

  await options.getByRole('switch', { name: '显示迷你价格条' }).setChecked(false);
  await options.getByRole('button', { name: '保存' }).click();
  await expect(miniBar).toHaveCount(0);
});

test('the bar names a store selling the same goods for less, linked to its page', async ({
  extension,
  baseURL,
}) => {
  const storePage = freshStorePage('jd/classic-filled.html');
  const clusterKey = `e2e-same-goods-${storePage.product.itemId}`;
  importHistory(storePage, { clusterKey });
  const tmall = parseProductUrl(
    `https://detail.tmall.com/item.htm?id=7${storePage.product.itemId.slice(1)}`,
  ) as ParsedProduct;
  const tmallPrice = Math.round(storePage.price * 0.7);
  importPrices({ dpId: tmall.dpId, url: tmall.canonicalUrl, title: storePage.title, clusterKey }, [
    { finalPrice: tmallPrice, secondsAgo: 3600 },
  ]);
  await extension.set({ serverOrigin: baseURL });
  await serveStorePages(extension.context, [storePage]);
  const page = await extension.context.newPage();
  await page.goto(storePage.url);

  const offer = bar(page).getByRole('link', {
    name: `天猫 ${formatPrice(tmallPrice, tmall.siteId)}`,
  });
  await expect(offer).toHaveAttribute('href', tmall.canonicalUrl);
  await expect(bar(page)).toContainText('别家更便宜');
});
