import type { APIRequestContext, APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { PUBLIC_ROUTES, resolveRoute, sampleProduct } from './support/publicRoutes';
import { expect, test } from './support/visitor';

// What a crawler (or a chat app's link preview) reads: the raw HTML, no script run.

/** Text as React writes it into HTML. */
function asHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** A PNG's size and how many distinct colours it holds (a blank picture has one). */
async function decodedPicture(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) {
    colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  }
  return { width: info.width, height: info.height, colours: colours.size };
}

function headOf(html: string): string {
  return /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
}

/** The rendered page in the HTML: the app, without the head or the state the browser picks up. */
function appOf(html: string): string {
  return /<div id="root">([\s\S]*?)<script type="application\/json"/.exec(html)?.[1] ?? '';
}

/** The body of the API answer (to a GET of `path`, any query) the server rendered the page from. */
function answerOf<T>(html: string, path: string): T {
  const state = /<script type="application\/json" id="pricetrail-state">([^<]*)<\/script>/.exec(
    html,
  );
  const { answers } = JSON.parse(state?.[1] ?? '{}') as {
    answers?: Record<string, { status: number; body: unknown }>;
  };
  const answer = Object.entries(answers ?? {}).find(([url]) => url.split('?')[0] === path)?.[1];
  if (!answer) throw new Error(`the page was not rendered from ${path}`);
  return answer.body as T;
}

for (const pattern of PUBLIC_ROUTES) {
  test(`${pattern}: the raw HTML is the rendered page with its title, description and canonical address`, async ({
    request,
    baseURL,
  }) => {
    const path = await resolveRoute(request, pattern);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['x-robots-tag']).toBeUndefined();
    const html = await response.text();
    const head = headOf(html);
    expect(head).toMatch(/<title>[^<]+ - 价迹<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]{4,}"\/>/);
    // A product's history page and its own trend tab name the product page as canonical.
    const canonical = path
      .replace(/^\/trend\/([\w-]+)\.html$/, '/crc64/dp$1')
      .replace(/^(\/crc64\/dp[\w-]+)\/trend$/, '$1');
    expect(head).toContain(`<link rel="canonical" href="${baseURL}${canonical}"/>`);
    expect(head).toContain(`<meta property="og:url" content="${baseURL}${canonical}"/>`);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:type']) {
      expect(head).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"/>`));
    }
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    // styled-components' sheet: the first paint is styled.
    expect(head).toMatch(/<style nonce="[^"]+" data-styled="true"/);
    expect(html).toContain('data-testid="app-shell"');
  });
}

test('a product page arrives with its data, and the browser takes it over without asking the API', async ({
  page,
  request,
}) => {
  const { dpId, title } = await sampleProduct(request);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });
  const response = await page.goto(`/crc64/dp${dpId}`, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  // The product's title as the page's heading and the state the browser's root store picks up.
  expect(html).toContain(`<h1>${asHtml(title)}</h1>`);
  expect(html).toContain('<script type="application/json" id="pricetrail-state">');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('全网比价')).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('a product page names its share card and carries its JSON-LD: Product with an AggregateOffer, and breadcrumbs', async ({
  request,
  baseURL,
}) => {
  const { dpId, title } = await sampleProduct(request);
  const html = await (await request.get(`/crc64/dp${dpId}`)).text();
  const head = headOf(html);
  expect(head).toContain(`<meta property="og:image" content="${baseURL}/share/dp${dpId}.png"/>`);
  expect(head).toContain('<meta property="og:type" content="product"/>');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as unknown[],
  );
  expect(blocks).toHaveLength(1);
  const [product, breadcrumbs] = blocks[0] ?? [];
  expect(product).toMatchObject({
    '@type': 'Product',
    name: title,
    sku: dpId,
    url: `${baseURL}/crc64/dp${dpId}`,
    offers: { '@type': 'AggregateOffer', priceCurrency: 'CNY' },
  });
  const offers = (
    product as { offers: { lowPrice: string; highPrice: string; offerCount: number } }
  ).offers;
  expect(Number(offers.lowPrice)).toBeLessThanOrEqual(Number(offers.highPrice));
  expect(offers.offerCount).toBeGreaterThanOrEqual(1);
  expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

  const card = await request.get(`/share/dp${dpId}.png`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  const { width, height, colours } = await decodedPicture(await card.body());
  expect({ width, height }).toEqual({ width: 1200, height: 630 });
  expect(colours).toBeGreaterThan(20);
});

/**
 * A HEAD of `path` between two GETs that found the page unchanged: /home's lists move with the
 * server's background rounds, so a HEAD is compared with the page as it stood at that moment.
 */
async function headWhilePageHolds(request: APIRequestContext, path: string) {
  let pair: { get: APIResponse; head: APIResponse } | undefined;
  await expect
    .poll(async () => {
      const before = await request.get(path);
      const head = await request.head(path);
      const get = await request.get(path);
      pair = { get, head };
      return before.headers().etag === get.headers().etag;
    })
    .toBe(true);
  if (!pair) throw new Error(`no answer for ${path}`);
  return pair;
}

test('HEAD answers every page like GET, without a body', async ({ request }) => {
  for (const pattern of ['/home', '/crc64/dp{dpId}', '/us/about', '/no/such/page']) {
    const path = await resolveRoute(request, pattern);
    const { get, head } = await headWhilePageHolds(request, path);
    expect(head.status(), path).toBe(get.status());
    expect(head.headers()['content-type'], path).toBe(get.headers()['content-type']);
    expect(head.headers().etag, path).toBe(get.headers().etag);
    expect((await head.body()).length, path).toBe(0);
  }
});

test('an unchanged page answers 304 to the ETag the browser holds', async ({ request }) => {
  const first = await request.get('/us/about');
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
  const again = await request.get('/us/about', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBeUndefined();
});

test('a page goes out gzipped to a browser that takes gzip, the same page as without', async ({
  request,
}) => {
  const path = await resolveRoute(request, '/crc64/dp{dpId}');
  const gzipped = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
  const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(gzipped.headers().vary).toBe('accept-encoding');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const nonceOf = (response: APIResponse) =>
    /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  const withoutNonce = async (response: APIResponse) =>
    (await response.text()).replaceAll(nonceOf(response), 'NONCE');
  expect(nonceOf(gzipped)).not.toBe(nonceOf(plain));
  expect(await withoutNonce(gzipped)).toBe(await withoutNonce(plain));
  expect(Number(gzipped.headers()['content-length'])).toBeLessThan(
    Number(plain.headers()['content-length']) / 3,
  );
});

test('unknown routes, failed parameter checks and data that is not there answer 404, noindex, with their messages', async ({
  request,
}) => {
  const cases = [
    { path: '/no/such/page', text: 'Page not found: /no/such/page' },
    { path: '/crc64/dpnot-a-dpid', text: 'Page Not Found: /crc64/dpnot-a-dpid' },
    { path: '/promotion/abc', text: 'Page Not Found: /promotion/abc' },
    { path: '/promotion/999999999', text: '没有找到这个活动' },
    { path: '/promotion/2147483648', text: 'Page Not Found: /promotion/2147483648' },
    { path: '/zhi/detail/0', text: 'Page Not Found: /zhi/detail/0' },
    { path: '/zhi/detail/2147483647', text: '没有找到这个好价' },
    { path: '/home/no-such-class', text: '没有找到这个分类' },
    { path: '/home/discount/no-such-class', text: '没有找到这个分类' },
    { path: '/rank_list?class=no-such-class', text: '没有找到这个分类' },
  ];
  for (const { path, text } of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    const html = await response.text();
    expect(headOf(html), path).toContain('<meta name="robots" content="noindex"/>');
    expect(html, path).toContain(text);
  }
});

test('/ sends the visitor on to /home', async ({ request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/home');
});

test('robots.txt names the sitemap, whose index lists product sitemaps of real product pages', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /mine');
  const index = await (await request.get('/sitemap.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
  expect(sitemaps).toContain(`${baseURL}/sitemaps/pages.xml`);
  const products = sitemaps.find((loc) => loc.endsWith('/sitemaps/products-1.xml'));
  expect(products).toBeDefined();
  const sitemap = await (await request.get(new URL(products ?? '').pathname)).text();
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '';
  expect(first).toMatch(new RegExp(`^${baseURL}/crc64/dp[\\w-]+$`));
  expect((await request.get(new URL(first).pathname)).status()).toBe(200);
});

test('/home and the catalogue list arrive with their products in the HTML', async ({ request }) => {
  const home = await (await request.get('/home')).text();
  for (const section of ['商品分类', '今日真降价', '热门商品']) expect(home).toContain(section);
  // Each product card links its history page.
  expect(home.match(/href="\/trend\/[\w-]+\.html"/g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  const { total } = (await (await request.get('/api/search?page=1')).json()) as { total: number };
  const list = await (await request.get('/crc64/list')).text();
  expect(list).toContain(`共 ${total} 件商品`);
  expect(list.match(/href="\/trend\/[\w-]+\.html"/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
});

test('/shaidan and a product’s 晒单评价 tab arrive read: their 晒单 and reviews, or that there are none', async ({
  request,
}) => {
  const feed = await (await request.get('/shaidan')).text();
  expect(feed).not.toContain('正在加载晒单…');
  expect(feed).toMatch(/aria-label="晒单列表"|还没有晒单/);
  const { dpId } = await sampleProduct(request);
  const reviews = await (await request.get(`/crc64/dp${dpId}/reviews`)).text();
  expect(reviews).not.toContain('正在加载晒单评价…');
  expect(reviews).toContain('aria-label="平均评分"');
});

test('a product page of a product we do not hold answers 404, noindex, and says it is now tracked', async ({
  request,
}, testInfo) => {
  const dpId = `${97_000_000 + testInfo.workerIndex * 1_000 + (testInfo.project.name === 'phone' ? 500 : 0)}-3`;
  const response = await request.get(`/crc64/dp${dpId}`);
  expect(response.status()).toBe(404);
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(await response.text()).toContain('该商品暂未收录，已开始追踪它的价格');
});

test('the promotion pages arrive with their events, coupons and historical lows in the HTML', async ({
  request,
}) => {
  const json = async <T>(path: string) => (await (await request.get(path)).json()) as T;
  const page = async (path: string) => (await request.get(path)).text();
  const { items: events } = await json<{ items: { id: number; name: string }[] }>(
    '/api/promotions',
  );
  const [event] = events;
  if (!event) throw new Error('the demo catalogue has no event');
  for (const path of ['/promotion', '/promotion/activity']) {
    const html = await page(path);
    for (const { id, name } of events) {
      expect(html, path).toContain(`<a href="/promotion/${id}"`);
      expect(html, path).toContain(asHtml(name));
    }
  }
  const detail = await page(`/promotion/${event.id}`);
  expect(headOf(detail)).toContain(`<title>${asHtml(event.name)} - 价迹</title>`);
  expect(detail).toContain(`<h1>${asHtml(event.name)}</h1>`);
  const coupons = await json<{ total: number }>('/api/coupons?page=1');
  expect(await page('/promotion/coupon')).toContain(`共 ${coupons.total} 张`);
  const lowest = await json<{ total: number; items: { product: { title: string } }[] }>(
    '/api/lowest?page=1',
  );
  const lows = await page('/promotion/lowest');
  expect(lows).toContain(`共 ${lowest.total} 件商品近 7 天降到历史最低价`);
  for (const { product } of lowest.items) expect(lows).toContain(asHtml(product.title));
});

interface Listed {
  readonly product: { readonly dpId: string; readonly title: string };
}

test('the rankings, the deals with their 好价 posts, and a post arrive with their data in the HTML', async ({
  request,
}) => {
  // Each page is checked against the answers it was rendered from: the lists move with the rounds.
  const rankList = await (await request.get('/rank_list')).text();
  const ranked = answerOf<{ items: Listed[] }>(rankList, '/api/rankings').items;
  expect(ranked.length).toBeGreaterThan(0);
  expect(appOf(rankList)).toContain(`共 ${ranked.length} 件上榜`);
  for (const { product } of ranked) expect(appOf(rankList)).toContain(asHtml(product.title));

  const discount = await (await request.get('/home/discount')).text();
  const deals = answerOf<{ total: number; items: Listed[] }>(discount, '/api/deals');
  expect(deals.items.length).toBeGreaterThan(0);
  expect(appOf(discount)).toContain(`共 ${deals.total} 件好价`);
  for (const { product } of deals.items) expect(appOf(discount)).toContain(asHtml(product.title));
  const posts = answerOf<{ items: { id: number }[] }>(discount, '/api/deal-posts').items;
  expect(posts.length).toBeGreaterThan(0);
  for (const { id } of posts) expect(appOf(discount)).toContain(`href="/zhi/detail/${id}"`);

  const path = await resolveRoute(request, '/zhi/detail/{post}');
  const html = await (await request.get(path)).text();
  const post = answerOf<Listed>(html, `/api/deal-posts/${path.split('/').pop() ?? ''}`);
  expect(appOf(html)).toContain(`<h1 id="deal-post-title">${asHtml(post.product.title)}</h1>`);
  expect(appOf(html)).toContain('为什么是好价');
  expect(headOf(html)).toContain(`<title>${asHtml(post.product.title)} 好价 `);
});
