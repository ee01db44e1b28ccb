// `pnpm screenshot:app`: the pictures the web app manifest names (site/public/manifest.webmanifest):
// the icons drawn from the site's mark (192 and 512 px, a maskable 512 px with the mark inside the
// safe zone, the 180 px apple-touch-icon), and /home at a phone's and a desktop's width from a
// server holding the demo catalogue. Needs `pnpm build` first; writes under site/public/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { freePort } from '../../packages/server/src/throwaway/freePort.ts';

const PUBLIC = fileURLToPath(new URL('../../site/public/', import.meta.url));
const CLI = fileURLToPath(new URL('../../packages/server/dist/cli.js', import.meta.url));
const BRAND = '#c62828';
// The site's mark (favicon.svg) without its own background, on a 32-unit grid.
const MARK =
  '<path d="M6 22l6-7 5 4 9-10" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>';

/** The mark on the brand colour: rounded like the favicon, or full-bleed with the mark scaled into the maskable safe zone (the inner 80%). */
function iconSvg(size: number, isMaskable: boolean): string {
  const scale = isMaskable ? 0.7 : 1;
  const offset = (32 * (1 - scale)) / 2;
  const corner = isMaskable ? 0 : 7;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="${corner}" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${MARK}</g></svg>`;
}

async function writeIcon(name: string, size: number, isMaskable = false): Promise<void> {
  await sharp(Buffer.from(iconSvg(size, isMaskable)))
    .png({ compressionLevel: 9 })
    .toFile(join(PUBLIC, 'icons', name));
}

async function serveDemo(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pricetrail-app-images-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  const server = spawn(process.execPath, [CLI, 'serve'], { env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function writeScreenshots(base: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (const { name, width, height } of [
      { name: 'home-narrow.png', width: 390, height: 844 },
      { name: 'home-wide.png', width: 1280, height: 800 },
    ]) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${base}/home`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      // The desktop extension's banner is not what the installed app shows.
      await page.getByRole('button', { name: '关闭插件推荐' }).click();
      await page.getByRole('region', { name: '浏览器插件推荐' }).waitFor({ state: 'detached' });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(PUBLIC, 'screenshots', name) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await writeIcon('icon-192.png', 192);
await writeIcon('icon-512.png', 512);
await writeIcon('maskable-512.png', 512, true);
await writeIcon('apple-touch-icon.png', 180, true);
const server = await serveDemo();
try {
  await writeScreenshots(server.base);
} finally {
  server.stop();
}
