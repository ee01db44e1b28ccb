import { expect, test } from 'vitest';
import { PAGE_QR_MAX_PATH, isOwnPagePath, pageQrSrc } from './pageQr.js';

test('a page of our site is a path with one leading slash, its query included', () => {
  expect(isOwnPagePath('/app/questions')).toBe(true);
  expect(isOwnPagePath('/product/middle_qr?url=https%3A%2F%2Fitem.jd.com%2F1.html')).toBe(true);
  expect(isOwnPagePath('/')).toBe(true);
});

test('another host, a full address, spaces, raw Chinese or an overlong path are not', () => {
  const refused = [
    '',
    'app/questions',
    '//evil.example/app',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/app questions',
    '/app/\nquestions',
    '/搜索',
    `/${'a'.repeat(PAGE_QR_MAX_PATH)}`,
  ];
  expect(refused.filter(isOwnPagePath)).toEqual([]);
  expect(isOwnPagePath(`/${'a'.repeat(PAGE_QR_MAX_PATH - 1)}`)).toBe(true);
});

test('the image address carries the path as one encoded query value', () => {
  expect(pageQrSrc('/product/middle_qr?url=a&b=c')).toBe(
    '/api/qr.svg?path=%2Fproduct%2Fmiddle_qr%3Furl%3Da%26b%3Dc',
  );
});
