import { expect, test } from 'vitest';
import { storePageBytes, storePageFixtures } from '../testing/storePageFixtures.js';
import { pageCharset } from './pageCharset.js';

const gbk = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
// 价迹 in GBK is bytes BC DB BC A3; in UTF-8 it is E4 BB B7 E8 BF B9.
const PRICE_TRAIL_GBK = '\xbc\xdb\xbc\xa3';
const utf8 = (text: string) => new TextEncoder().encode(text);

test.each([
  ['a <meta charset>', `<meta charset="gbk"><p>${PRICE_TRAIL_GBK}</p>`, 'gbk'],
  [
    'an http-equiv meta',
    `<meta http-equiv="Content-Type" content="text/html; charset=GB2312"><p>${PRICE_TRAIL_GBK}</p>`,
    'gbk',
  ],
  ['an unquoted GB18030 meta', `<META CHARSET=gb18030><p>${PRICE_TRAIL_GBK}</p>`, 'gb18030'],
])('a GBK page declared by %s is read as GBK', (_name, page, charset) => {
  expect(pageCharset(gbk(page))).toBe(charset);
});

test('the Content-Type header wins over the page', () => {
  const page = gbk(`<meta charset="utf-8"><p>${PRICE_TRAIL_GBK}</p>`);
  expect(pageCharset(page, 'text/html; charset=GBK')).toBe('gbk');
  expect(pageCharset(page, 'text/html')).toBe('utf-8');
});

test('a UTF-8 byte-order mark wins over everything', () => {
  const page = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('<meta charset="gbk"><p>价迹</p>')]);
  expect(pageCharset(page, 'text/html; charset=gbk')).toBe('utf-8');
});

test('an undeclared or unknown charset falls back to UTF-8', () => {
  expect(pageCharset(utf8('<p>价迹</p>'))).toBe('utf-8');
  expect(pageCharset(utf8('<meta charset="x-klingon"><p>价迹</p>'))).toBe('utf-8');
});

test('a meta tag past the first 2 KB is not sniffed', () => {
  const page = gbk(`${' '.repeat(2048)}<meta charset="gbk"><p>${PRICE_TRAIL_GBK}</p>`);
  expect(pageCharset(page)).toBe('utf-8');
});

test.each(storePageFixtures().map((fixture) => [fixture.file, fixture] as const))(
  '%s declares the charset its manifest names and decodes cleanly',
  (_file, fixture) => {
    const bytes = storePageBytes(fixture);
    const charset = pageCharset(bytes);
    expect(charset).toBe(new TextDecoder(fixture.charset).encoding);
    expect(new TextDecoder(charset).decode(bytes)).not.toContain('\ufffd');
  },
);
