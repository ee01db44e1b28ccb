import type { BrowserInfo } from './detectBrowser.js';

/** The extension's download page; 360 and QQ browsers get their own store's installer. */
export const EXTENSION_DOWNLOADS = {
  default: '/app/extension',
  '360': '/app/extension?browser=360',
  qq: '/app/extension?browser=qq',
} as const;

/** Where the server serves the packaged extension (Chrome / Edge and the Chromium-based shells). */
export const EXTENSION_PACKAGE_PATH = '/download/pricetrail-extension.zip';

/** Behaviour.md §1: where the extension download link points for this browser. */
export function extensionDownloadFor(browser: Pick<BrowserInfo, 'name'>): string {
  if (browser.name === '360se' || browser.name === '360ee') return EXTENSION_DOWNLOADS['360'];
  if (browser.name === 'qqbrowser') return EXTENSION_DOWNLOADS.qq;
  return EXTENSION_DOWNLOADS.default;
}
