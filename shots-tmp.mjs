import { chromium } from 'playwright-core';
import { preview } from 'vite';
const server = await preview({ root: process.cwd(), configFile: false, logLevel: 'silent', build: { outDir: 'storybook-static' }, preview: { host: '127.0.0.1', port: 0 } });
const base = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ids = process.argv.slice(2);
for (const id of ids) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.log(id, 'pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log(id, 'console', m.text().slice(0, 300)); });
  await page.goto(`${base}iframe.html?id=${id}&viewMode=docs`);
  await page.waitForSelector('#storybook-docs h1, body.sb-show-errordisplay');
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/catshots/${id}.png`, fullPage: true });
  await page.close();
}
await browser.close();
await server.close();
