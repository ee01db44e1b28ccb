// `pnpm screenshot:extension`: the picture /app/extension shows — the built extension's top bar and
// mini bar on a JD product page, against a real server holding a half-year history. Needs
// `pnpm build` first; writes packages/pages/src/ExtensionPage/extensionOnJd.png.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseProductUrl, type ParsedProduct } from '@pricetrail/core';
import { fixturePage } from '../../packages/server/src/fakes/fakeStore.ts';
import { startHistoryServer } from '../../tests/extension/historyServer.ts';
import { launchWithExtension } from '../../tests/extension/launch.ts';

/** The bit of the extension APIs the script calls inside the extension's service worker. */
declare const chrome: {
  storage: { local: { set(items: Record<string, unknown>): Promise<void> } };
};

const OUTPUT = fileURLToPath(
  new URL('../../packages/pages/src/ExtensionPage/extensionOnJd.png', import.meta.url),
);
const WIDTH = 760;

// The fixture is the store's markup without its stylesheets and images (they are not ours to
// ship): a few rules make it read as a product page, so the picture shows the bars in place.
const STORE_LOOK = `<style>
  body { margin: 0; font: 14px/1.6 'Noto Sans CJK SC', sans-serif; color: #333; background: #fff; }
  img, #shortcut-2014, .crumb-wrap { display: none; }
  .w, .product-intro, .itemInfo-wrap { max-width: ${WIDTH - 48}px; margin: 0 auto; padding: 0 24px; }
  .sku-name { margin-top: 16px; font-size: 18px; font-weight: 700; color: #111; }
  .news { color: #e4393c; font-size: 13px; }
  .summary-price { margin: 12px 0; padding: 12px; background: #f3f3f3; }
  .p-price { color: #e4393c; font-size: 22px; font-weight: 700; }
  a { color: #005aa0; text-decoration: none; }
</style>`;

const fixture = fixturePage('jd/classic-filled.html');
const product = parseProductUrl(fixture.url) as ParsedProduct;
const title = '华为 HUAWEI Mate 30 5G 麒麟990 8GB+128GB 亮黑色';
const price = 499_900;
const profile = mkdtempSync(join(tmpdir(), 'pricetrail-screenshot-profile-'));
const server = await startHistoryServer({
  product,
  title,
  price,
  promo: '满3000减200；满4000减300',
  coupon: '领券满4000减100',
});

try {
  const { context, worker } = await launchWithExtension(profile);
  await worker.evaluate(
    (serverOrigin) => chrome.storage.local.set({ serverOrigin, contributing: false }),
    server.origin,
  );
  await context.route(/^https:\/\//, (route) =>
    route.request().url() === fixture.url
      ? route.fulfill({
          body: Buffer.from(
            fixture.bytes.toString('latin1').replace('</head>', `${STORE_LOOK}</head>`),
            'latin1',
          ),
          headers: { 'content-type': `text/html; charset=${fixture.charset}` },
        })
      : route.abort(),
  );
  const page = await context.newPage();
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await page.goto(fixture.url);
  const bar = (name: string) =>
    page.locator(`[data-pricetrail="${name}"]`).locator('section[data-state="tracked"]');
  await bar('mini-bar').waitFor();
  await page.locator('[data-pricetrail="top-bar"]').locator('a').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  const miniBar = await page.locator('[data-pricetrail="mini-bar"]').boundingBox();
  if (!miniBar) throw new Error('the mini bar has no box');
  await page.screenshot({
    path: OUTPUT,
    clip: { x: 0, y: 0, width: WIDTH, height: Math.ceil(miniBar.y + miniBar.height + 8) },
  });
  await context.close();
  console.log(`wrote ${OUTPUT}`);
} finally {
  server.stop();
  rmSync(profile, { recursive: true, force: true });
}
