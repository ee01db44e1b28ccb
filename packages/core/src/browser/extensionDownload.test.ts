import { expect, test } from 'vitest';
import { detectBrowser, type BrowserName } from './detectBrowser.js';
import { extensionDownloadFor } from './extensionDownload.js';

test.each([
  ['360se', '/app/extension?browser=360'],
  ['360ee', '/app/extension?browser=360'],
  ['qqbrowser', '/app/extension?browser=qq'],
  ['chrome', '/app/extension'],
  ['edge', '/app/extension'],
  ['firefox', '/app/extension'],
  ['safari', '/app/extension'],
  ['sogou', '/app/extension'],
  ['uc', '/app/extension'],
  ['wechat', '/app/extension'],
  ['opera', '/app/extension'],
  ['unknown', '/app/extension'],
] satisfies Array<[BrowserName, string]>)('%s → %s', (name, href) => {
  expect(extensionDownloadFor({ name })).toBe(href);
});

test('a real 360 and QQ user agent get their installers', () => {
  const se360 =
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36 QIHU 360SE';
  const qq =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.222.400 QQBrowser/12.1.5483.400';
  expect(extensionDownloadFor(detectBrowser(se360))).toBe('/app/extension?browser=360');
  expect(extensionDownloadFor(detectBrowser(qq))).toBe('/app/extension?browser=qq');
});
