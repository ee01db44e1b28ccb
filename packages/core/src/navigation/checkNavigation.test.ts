import { describe, expect, test } from 'vitest';
import { checkNavigation, isScriptUrl } from './checkNavigation.js';

const EXTERNAL = 'Navigating to external URL is not allowed by default';
const SCRIPT = 'Cannot navigate to an URL with script protocol';
const origin = 'https://pricetrail.example';

describe('checkNavigation', () => {
  test.each([
    '/home',
    'trend/history',
    '/crc64/dp1238838350-3?x=1#top',
    `${origin}/mine`,
    `${origin}:443/mine`,
    '#anchor',
    '?tab=2',
    '/trend?url=https://item.jd.com/1.html',
  ])('allows same-origin %s', (url) => {
    expect(() => checkNavigation(url, { origin })).not.toThrow();
  });

  test.each([
    'https://item.jd.com/1.html',
    '//evil.example/x',
    '\\\\evil.example/x',
    '/\\evil.example/x',
    'http://pricetrail.example/home',
    'https://pricetrail.example:8443/home',
    'https://pricetrail.example.evil.example/',
    'https://pricetrail.example@evil.example/',
    'mailto:kefu@pricetrail.example',
  ])('refuses external %s unless allowed', (url) => {
    expect(() => checkNavigation(url, { origin })).toThrow(EXTERNAL);
    expect(() => checkNavigation(url, { origin, external: true })).not.toThrow();
  });

  test('without an origin only relative paths are same-origin', () => {
    expect(() => checkNavigation('/mine')).not.toThrow();
    expect(() => checkNavigation('https://pricetrail.example/mine')).toThrow(EXTERNAL);
  });

  test('an unparsable target is refused as external', () => {
    expect(() => checkNavigation('https://exa mple.com/', { origin, external: true })).toThrow(
      EXTERNAL,
    );
  });

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0000ascript:alert(1)',
    'javascript\t:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    ' d a t a :text/html,x',
  ])('refuses script URL %j even when external is allowed', (url) => {
    expect(() => checkNavigation(url, { origin, external: true })).toThrow(SCRIPT);
    expect(isScriptUrl(url)).toBe(true);
  });

  test.each(['/javascript:alert(1)', 'https://example.com/?u=javascript:1', 'datascope:x', ''])(
    '%j is no script URL',
    (url) => {
      expect(isScriptUrl(url)).toBe(false);
    },
  );
});
