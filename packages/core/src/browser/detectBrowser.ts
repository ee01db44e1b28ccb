/** Browsers we name; `unknown` for everything else. */
export type BrowserName =
  | 'wechat'
  | 'qqbrowser'
  | '360se'
  | '360ee'
  | 'sogou'
  | 'uc'
  | 'edge'
  | 'opera'
  | 'firefox'
  | 'chrome'
  | 'safari'
  | 'unknown';

/** A named browser and its major version (0 when unknown). */
export interface BrowserInfo {
  name: BrowserName;
  /** Chinese label shown to visitors. */
  label: string;
  version: number;
}

const LABELS: Record<BrowserName, string> = {
  wechat: '微信内置浏览器',
  qqbrowser: 'QQ浏览器',
  '360se': '360安全浏览器',
  '360ee': '360极速浏览器',
  sogou: '搜狗浏览器',
  uc: 'UC浏览器',
  edge: 'Microsoft Edge',
  opera: 'Opera',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
  unknown: '浏览器',
};

// Most specific first: Chinese shells and Edge/Opera all also claim Chrome and Safari.
const RULES: ReadonlyArray<readonly [BrowserName, RegExp]> = [
  ['wechat', /MicroMessenger\/(\d+)/],
  ['qqbrowser', /(?:MQQBrowser|QQBrowser)\/(\d+)/],
  ['360ee', /360EE(?:\/(\d+))?/],
  ['360se', /(?:360SE|QIHU 360SE|QihooBrowser|QHBrowser)(?:\/(\d+))?/],
  ['sogou', /(?:SE \d[\w.]* MetaSr|SogouMobileBrowser\/(\d+))/],
  ['uc', /(?:UCBrowser|UCWEB)\/(\d+)/],
  ['edge', /(?:Edg|Edge|EdgA|EdgiOS)\/(\d+)/],
  ['opera', /(?:OPR|Opera|OPT)\/(\d+)/],
  ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /(?:Chrome|Chromium|CriOS)\/(\d+)/],
  ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//],
];

/** Names the visitor's browser from its user agent (behaviour.md §9 "a helper names the browser"). */
export function detectBrowser(userAgent: string): BrowserInfo {
  const ua = userAgent.slice(0, 1024);
  for (const [name, pattern] of RULES) {
    const found = pattern.exec(ua);
    if (found) return { name, label: LABELS[name], version: Number(found[1] ?? 0) };
  }
  return { name: 'unknown', label: LABELS.unknown, version: 0 };
}

/** The major Chrome/Chromium version a user agent runs, or null when it is not Chromium-based. */
export function chromiumVersion(userAgent: string): number | null {
  const found = /(?:Chrome|Chromium|CriOS)\/(\d+)/.exec(userAgent.slice(0, 1024));
  return found?.[1] ? Number(found[1]) : null;
}

/** Behaviour.md §9: Chrome 66 and below get cookies without `Secure` and `SameSite=None`. */
export function needsLegacyCookies(userAgent: string): boolean {
  const version = chromiumVersion(userAgent);
  return version !== null && version <= 66;
}

/** Behaviour.md §9: tab items get a 50 px right margin on Chromium below 84 (Firefox counts as 93). */
export function needsTabMargin(userAgent: string): boolean {
  if (/(?:Firefox|FxiOS)\//.test(userAgent)) return false;
  const version = chromiumVersion(userAgent);
  return version !== null && version < 84;
}
