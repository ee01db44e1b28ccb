import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safeRedirect.js';

describe('safeRedirect picks from, else from_url, else /', () => {
  test.each([
    [['/mine/collection', '/x'], '/mine/collection'],
    [[undefined, '/trend?url=1#a'], '/trend?url=1#a'],
    [[null, '/mine'], '/mine'],
    [['', '/mine'], '/mine'],
    [[null, null], '/'],
    [[undefined, undefined], '/'],
    [['', ''], '/'],
    [['//evil.example', '/mine'], '/'],
  ])('%j → %s', ([from, fromUrl], expected) => {
    expect(safeRedirect(from, fromUrl)).toBe(expected);
  });
});

describe('same-origin paths survive as they were written', () => {
  test.each([
    ['/', '/'],
    ['/home/discount', '/home/discount'],
    ['/crc64/dp1238838350-3/trend', '/crc64/dp1238838350-3/trend'],
    [
      '/trend/history?url=https%3A%2F%2Fitem.jd.com%2F1.html',
      '/trend/history?url=https%3A%2F%2Fitem.jd.com%2F1.html',
    ],
    ['/search?q=a%26b', '/search?q=a%26b'],
    ['/search?q=iphone%2015', '/search?q=iphone%2015'],
    ['/home/%E6%89%8B%E6%9C%BA', '/home/%E6%89%8B%E6%9C%BA'],
    ['/mine#setting', '/mine#setting'],
    ['/a/../mine', '/mine'],
    ['  /mine  ', '/mine'],
    // A path encoded as a whole, as a link that encoded it twice delivers it.
    ['%2Fmine', '/mine'],
    ['%2Fsearch%3Fq%3Da%2526b', '/search?q=a%26b'],
  ])('%j → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
    expect(safeRedirect(undefined, input)).toBe(expected);
  });
});

describe('anything that could leave the site becomes /', () => {
  test.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/%2F/evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%252F%252Fevil.example',
    '/%25252F%25252Fevil.example',
    '/%E0%A4%A',
    'https://evil.example/',
    'https://pricetrail.example/mine',
    'http:evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mine',
    '.',
    ' //evil.example',
  ])('%j from either parameter', (payload) => {
    expect(safeRedirect(payload, undefined)).toBe('/');
    expect(safeRedirect(undefined, payload)).toBe('/');
  });
});

test('an overlong path becomes /', () => {
  expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  expect(safeRedirect(`/${'a'.repeat(2000)}`)).toBe(`/${'a'.repeat(2000)}`);
});
