import { describe, expect, test } from 'vitest';
import { checkNavigation, isScriptUrl } from './checkNavigation.js';
import { safeRedirect } from './safeRedirect.js';
import { sanitizeStatus } from './sanitizeStatus.js';

const EXTERNAL = 'Navigating to external URL is not allowed by default';
const SCRIPT = 'Cannot navigate to an URL with script protocol';
const origin = 'https://pricetrail.example';

describe('checkNavigation', () => {
  test.each(['/home', 'trend/history', '/crc64/dp1-3?x=1#top', `${origin}/mine`, '#anchor'])(
    'allows same-origin %s',
    (url) => {
      expect(() => checkNavigation(url, { origin })).not.toThrow();
    },
  );

  test.each(['https://item.jd.com/1.html', '//evil.example/x', 'http://pricetrail.example/home'])(
    'refuses external %s unless allowed',
    (url) => {
      expect(() => checkNavigation(url, { origin })).toThrow(EXTERNAL);
      expect(() => checkNavigation(url, { origin, external: true })).not.toThrow();
    },
  );

  test.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'jav\u0000ascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
  ])('refuses script URL %j even when external is allowed', (url) => {
    expect(() => checkNavigation(url, { origin, external: true })).toThrow(SCRIPT);
    expect(isScriptUrl(url)).toBe(true);
  });
});

describe('safeRedirect', () => {
  test.each([
    [['/mine/collection', '/x'], '/mine/collection'],
    [[undefined, '/trend?url=1#a'], '/trend?url=1#a'],
    [[null, null], '/'],
    [['', ''], '/'],
    [['%2Fmine', undefined], '/mine'],
  ])('%j → %s', ([from, fromUrl], expected) => {
    expect(safeRedirect(from, fromUrl)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    '/%252F%252Fevil.example',
    'mine',
    ' //evil.example',
  ])('%j from either parameter becomes /', (payload) => {
    expect(safeRedirect(payload, undefined)).toBe('/');
    expect(safeRedirect(undefined, payload)).toBe('/');
  });
});

test.each([
  [200, 200],
  [100, 100],
  [999, 999],
  [404, 404],
  [99, 200],
  [1000, 200],
  [0, 200],
  [-1, 200],
  [Number.NaN, 200],
  [200.5, 200],
])('sanitizeStatus(%d) = %d', (code, expected) => {
  expect(sanitizeStatus(code)).toBe(expected);
});
