import { detectBrowser } from './detectBrowser.js';

/**
 * Where a phone's visitor keeps a web app: iOS (the share sheet's 添加到主屏幕), Android (the
 * browser's install), WeChat's browser (which cannot install: open the page in a browser first),
 * or `other` (a computer, or a browser we cannot tell).
 */
export type PhonePlatform = 'ios' | 'android' | 'wechat' | 'other';

/** The phone platform a user agent runs on (see {@link PhonePlatform}). */
export function phonePlatformOf(userAgent: string): PhonePlatform {
  const ua = userAgent.slice(0, 1024);
  if (detectBrowser(ua).name === 'wechat') return 'wechat';
  if (/\b(?:iPhone|iPod|iPad)\b/.test(ua)) return 'ios';
  if (/\bAndroid\b/.test(ua)) return 'android';
  return 'other';
}
