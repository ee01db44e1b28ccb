import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../tests/chromium';
import { demoJdProduct, resolveRoute } from './support/publicRoutes';
import { expect, test } from './support/visitor';

interface ManifestImage {
  src: string;
  sizes: string;
  purpose?: string;
}

test('Chromium finds the site installable: its manifest, icons and start page', async ({
  baseURL,
}) => {
  // A browser profile of its own: Chromium installs nothing from an incognito context, which
  // Playwright's contexts are.
  const profile = mkdtempSync(join(tmpdir(), 'pricetrail-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    baseURL,
  });
  try {
    const page = await context.newPage();
    await page.goto('/home');
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map(({ errorId }) => errorId);
      })
      .toEqual([]);
    const { errors, data } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(JSON.parse(data ?? '{}')).toMatchObject({
      name: '价迹 · 历史价格与全网比价',
      short_name: '价迹',
      start_url: '/home',
      display: 'standalone',
      theme_color: '#c62828',
      share_target: {
        action: '/trend/history',
        method: 'GET',
        params: { title: 'title', text: 'text', url: 'url' },
      },
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('every image the manifest names is there at the size it says', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: ManifestImage[];
    screenshots: ManifestImage[];
  };
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const response = await request.get(image.src);
    expect(response.headers()['content-type'], image.src).toBe('image/png');
    const { width, height } = await sharp(await response.body()).metadata();
    expect(`${width}x${height}`, image.src).toBe(image.sizes);
  }
});

test('every page links the manifest and the icon iOS keeps on the home screen', async ({
  request,
}) => {
  for (const pattern of ['/home', '/crc64/dp{dpId}', '/no/such/page']) {
    const html = await (await request.get(await resolveRoute(request, pattern))).text();
    expect(html, pattern).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html, pattern).toContain(
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    );
  }
});

test('a JD share text shared to the installed app opens its product’s price history', async ({
  page,
  request,
}) => {
  const product = await demoJdProduct(request);
  const shared = new URLSearchParams({
    title: '分享商品',
    text: `【京东】https://item.m.jd.com/product/${product.itemId}.html 「${product.title}」点击链接直接打开`,
    url: '',
  });
  // What Android opens when 价迹 is picked in the JD app's 分享 sheet (the manifest's share_target).
  await page.goto(`/trend/history?${shared}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
});
