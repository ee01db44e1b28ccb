import { describe, expect, test } from 'vitest';
import { detectBrowser, needsLegacyCookies, needsTabMargin } from './detectBrowser.js';
import { extensionDownloadFor } from './extensionDownload.js';

const UA = {
  chrome120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome66:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/66.0.3359.181 Safari/537.36',
  chrome83:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36',
  chrome84:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/84.0.4147.89 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  firefox70: 'Mozilla/5.0 (X11; Linux x86_64; rv:70.0) Gecko/20100101 Firefox/70.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  se360:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36 QIHU 360SE',
  ee360:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360EE',
  qq: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.222.400 QQBrowser/12.1.5483.400',
  sogou:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.87 Safari/537.36 SE 2.X MetaSr 1.0',
  uc: 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V2001A Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2102K1C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2595 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
};

describe('detectBrowser', () => {
  test.each([
    [UA.chrome120, 'chrome', 120],
    [UA.edge, 'edge', 120],
    [UA.firefox, 'firefox', 121],
    [UA.safari, 'safari', 17],
    [UA.iosSafari, 'safari', 17],
    [UA.se360, '360se', 0],
    [UA.ee360, '360ee', 0],
    [UA.qq, 'qqbrowser', 12],
    [UA.sogou, 'sogou', 0],
    [UA.uc, 'uc', 13],
    [UA.wechat, 'wechat', 8],
    [UA.opera, 'opera', 106],
    ['curl/8.0', 'unknown', 0],
    ['', 'unknown', 0],
  ])('%s → %s %d', (ua, name, version) => {
    expect(detectBrowser(ua)).toMatchObject({ name, version });
  });

  test('names carry a Chinese label', () => {
    expect(detectBrowser(UA.qq).label).toBe('QQ浏览器');
    expect(detectBrowser(UA.se360).label).toBe('360安全浏览器');
  });
});

test.each([
  [UA.se360, '/app/extension?browser=360'],
  [UA.ee360, '/app/extension?browser=360'],
  [UA.qq, '/app/extension?browser=qq'],
  [UA.chrome120, '/app/extension'],
  [UA.edge, '/app/extension'],
  [UA.firefox, '/app/extension'],
])('extension download for %s', (ua, href) => {
  expect(extensionDownloadFor(detectBrowser(ua))).toBe(href);
});

test.each([
  [UA.chrome66, true],
  [UA.chrome83, false],
  [UA.chrome120, false],
  [UA.firefox, false],
  [UA.safari, false],
])('needsLegacyCookies', (ua, expected) => {
  expect(needsLegacyCookies(ua)).toBe(expected);
});

test.each([
  [UA.chrome83, true],
  [UA.chrome66, true],
  [UA.se360, true],
  [UA.chrome84, false],
  [UA.chrome120, false],
  [UA.firefox70, false],
  [UA.safari, false],
])('needsTabMargin', (ua, expected) => {
  expect(needsTabMargin(ua)).toBe(expected);
});
