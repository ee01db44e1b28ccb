import { expect, test } from 'vitest';
import { storePageBytes, storePageFixtures } from '../testing/storePageFixtures.js';
import { decodePage } from './decodePage.js';

const gbk = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
// 价迹 in GBK is bytes BC DB BC A3; in UTF-8 it is E4 BB B7 E8 BF B9.
const PRICE_TRAIL_GBK = '\xbc\xdb\xbc\xa3';
const utf8 = (text: string) => new TextEncoder().encode(text);

test.each([
  ['a <meta charset>', `<meta charset="gbk"><p>${PRICE_TRAIL_GBK}</p>`],
  [
    'an http-equiv meta',
    `<meta http-equiv="Content-Type" content="text/html; charset=GB2312"><p>${PRICE_TRAIL_GBK}</p>`,
  ],
  ['an unquoted GB18030 meta', `<META CHARSET=gb18030><p>${PRICE_TRAIL_GBK}</p>`],
])('a GBK page declared by %s decodes', (_name, page) => {
  expect(decodePage(gbk(page))).toContain('<p>价迹</p>');
});

test('the Content-Type header wins over the page', () => {
  const page = gbk(`<meta charset="utf-8"><p>${PRICE_TRAIL_GBK}</p>`);
  expect(decodePage(page, 'text/html; charset=GBK')).toContain('<p>价迹</p>');
  expect(decodePage(page, 'text/html')).not.toContain('价迹');
});

test('a UTF-8 byte-order mark wins over everything', () => {
  const page = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<meta charset="gbk"><p>价迹</p>')]);
  expect(decodePage(page, 'text/html; charset=gbk')).toContain('<p>价迹</p>');
});

test('an undeclared or unknown charset falls back to UTF-8', () => {
  expect(decodePage(utf8('<p>价迹</p>'))).toBe('<p>价迹</p>');
  expect(decodePage(utf8('<meta charset="x-klingon"><p>价迹</p>'))).toContain('<p>价迹</p>');
});

test('a meta tag past the first 2 KB is not sniffed', () => {
  const page = gbk(`${' '.repeat(2048)}<meta charset="gbk"><p>${PRICE_TRAIL_GBK}</p>`);
  expect(decodePage(page)).not.toContain('价迹');
});

test.each(storePageFixtures().map((fixture) => [fixture.file, fixture] as const))(
  '%s declares the charset its manifest names and decodes cleanly',
  (_file, fixture) => {
    const bytes = storePageBytes(fixture);
    const text = decodePage(bytes);
    expect(text).not.toContain('\ufffd');
    expect(new TextDecoder(fixture.charset).decode(bytes)).toBe(text);
  },
);
