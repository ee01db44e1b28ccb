import { describe, expect, test } from 'vitest';
import {
  detectBrowser,
  needsLegacyCookies,
  needsTabMargin,
  chromiumVersion,
} from './detectBrowser.js';

// Real user-agent strings, shared by the browser tests.
const UA = {
  chrome120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome66:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/66.0.3359.181 Safari/537.36',
  chrome67:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/67.0.3396.99 Safari/537.36',
  chrome83:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/83.0.4103.116 Safari/537.36',
  chrome84:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/84.0.4147.89 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; HD1913) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36 EdgA/120.0.2210.126',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  firefox70: 'Mozilla/5.0 (X11; Linux x86_64; rv:70.0) Gecko/20100101 Firefox/70.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  se360:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/78.0.3904.108 Safari/537.36 QIHU 360SE',
  ee360:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360EE',
  mobile360:
    'Mozilla/5.0 (Linux; Android 11; PDEM10 Build/RKQ1.200903.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/91.0.4472.120 Mobile Safari/537.36 QihooBrowser/5.3.1',
  qq: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/94.0.4606.71 Safari/537.36 Core/1.94.222.400 QQBrowser/12.1.5483.400',
  qqMobile:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PFEM10 Build/SKQ1.211019.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.1 Mobile Safari/537.36 COVC/046601',
  sogou:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.87 Safari/537.36 SE 2.X MetaSr 1.0',
  sogouMobile:
    'Mozilla/5.0 (Linux; Android 10; V1938T Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.198 Mobile Safari/537.36 SogouMobileBrowser/12.0.1',
  uc: 'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V2001A Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2102K1C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230202 MMWEBID/2595 MicroMessenger/8.0.33.2320(0x28002151) WeChat/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090719) XWEB/8447',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  curl: 'curl/8.4.0',
  googlebot: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
} as const;

describe('detectBrowser', () => {
  test.each([
    ['chrome120', 'chrome', 120, 'Chrome'],
    ['chromeAndroid', 'chrome', 120, 'Chrome'],
    ['chromeIos', 'chrome', 120, 'Chrome'],
    ['edge', 'edge', 120, 'Microsoft Edge'],
    ['edgeLegacy', 'edge', 18, 'Microsoft Edge'],
    ['edgeAndroid', 'edge', 120, 'Microsoft Edge'],
    ['firefox', 'firefox', 121, 'Firefox'],
    ['firefoxIos', 'firefox', 121, 'Firefox'],
    ['safari', 'safari', 17, 'Safari'],
    ['iosSafari', 'safari', 17, 'Safari'],
    ['se360', '360se', 0, '360安全浏览器'],
    ['mobile360', '360se', 5, '360安全浏览器'],
    ['ee360', '360ee', 0, '360极速浏览器'],
    ['qq', 'qqbrowser', 12, 'QQ浏览器'],
    ['qqMobile', 'qqbrowser', 14, 'QQ浏览器'],
    ['sogou', 'sogou', 0, '搜狗浏览器'],
    ['sogouMobile', 'sogou', 12, '搜狗浏览器'],
    ['uc', 'uc', 13, 'UC浏览器'],
    ['wechat', 'wechat', 8, '微信内置浏览器'],
    ['wechatIos', 'wechat', 8, '微信内置浏览器'],
    ['wechatWindows', 'wechat', 7, '微信内置浏览器'],
    ['opera', 'opera', 106, 'Opera'],
    ['curl', 'unknown', 0, '浏览器'],
    ['googlebot', 'unknown', 0, '浏览器'],
  ] as const)('%s → %s %d', (key, name, version, label) => {
    expect(detectBrowser(UA[key])).toEqual({ name, version, label });
  });

  test('an empty user agent is unknown', () => {
    expect(detectBrowser('')).toEqual({ name: 'unknown', version: 0, label: '浏览器' });
  });
});

test.each([
  ['chrome120', 120],
  ['edge', 120],
  ['qq', 94],
  ['chromeIos', 120],
  ['firefox', null],
  ['safari', null],
] as const)('chromiumVersion(%s) = %s', (key, expected) => {
  expect(chromiumVersion(UA[key])).toBe(expected);
});

test.each([
  ['chrome66', true],
  ['se360', false],
  ['chrome67', false],
  ['chrome83', false],
  ['chrome120', false],
  ['firefox', false],
  ['safari', false],
  ['curl', false],
] as const)('needsLegacyCookies(%s) = %s', (key, expected) => {
  expect(needsLegacyCookies(UA[key])).toBe(expected);
});

test.each([
  ['chrome83', true],
  ['chrome66', true],
  ['se360', true],
  ['ee360', false],
  ['sogou', true],
  ['chrome84', false],
  ['chrome120', false],
  ['firefox70', false],
  ['firefox', false],
  ['safari', false],
  ['curl', false],
] as const)('needsTabMargin(%s) = %s', (key, expected) => {
  expect(needsTabMargin(UA[key])).toBe(expected);
});
