import { readProductPage } from '@pricetrail/core';
import { expect, test } from 'vitest';
import { storePageBytes, storePageFixtures } from '../testing/storePageFixtures.js';
import { toPageInput } from './toPageInput.js';

const utf8 = (text: string) => new TextEncoder().encode(text);

const HTML = `<!DOCTYPE html><html><head>
<script>var a = "<div class='fake'>&amp;</div>";</script>
<script src="//cdn.example/app.js"></script>
<script type="application/json">{"b": 1}</script>
<style>.x{color:red}</style>
</head><body>
<div class="ItemTitle--x9 wide"><h1 class="mainTitle--q1">A &amp; B 中&#x6587;</h1></div>
<div class="Price--root--q2"><span class="highlightPrice--L"><span class="text--M">99</span></span></div>
<img id="pic" data-src="//img/x.jpg">
<ul><li class="item">一</li><li class="item">二</li></ul>
</body></html>`;

test('inline script texts are kept raw, in order; external scripts are left out', () => {
  expect(toPageInput('https://item.jd.com/1.html', utf8(HTML)).scripts).toEqual([
    `var a = "<div class='fake'>&amp;</div>";`,
    '{"b": 1}',
  ]);
});

test('the document answers the selectors readers use, with entities decoded in text', () => {
  const { document, url } = toPageInput('https://item.jd.com/1.html', utf8(HTML));
  expect(url).toBe('https://item.jd.com/1.html');
  expect(document.querySelector('[class^="ItemTitle--"] [class^="mainTitle--"]')?.textContent).toBe(
    'A & B 中文',
  );
  expect(document.querySelector('[class*="highlightPrice--"] [class*="text--"]')?.textContent).toBe(
    '99',
  );
  expect(document.querySelector('.fake')).toBeNull();
  expect(document.querySelector('#pic')?.getAttribute('data-src')).toBe('//img/x.jpg');
  expect(document.querySelector('#pic')?.getAttribute('src')).toBeNull();
  expect(Array.from(document.querySelectorAll('ul .item'), (item) => item.textContent)).toEqual([
    '一',
    '二',
  ]);
  expect(document.querySelector('.missing')).toBeNull();
});

test('a GBK page reads as text, in its document and its scripts', () => {
  // 价迹 in GBK is bytes BC DB BC A3.
  const page = `<meta charset="gbk"><h1>\xbc\xdb\xbc\xa3</h1><script>var t = "\xbc\xdb\xbc\xa3";</script>`;
  const input = toPageInput('https://item.taobao.com/item.htm?id=1', Buffer.from(page, 'latin1'));
  expect(input.document.querySelector('h1')?.textContent).toBe('价迹');
  expect(input.scripts).toEqual(['var t = "价迹";']);
});

test('a page in a charset whose characters may hold a `<` byte (UTF-16) reads as text too', () => {
  // 丼 is U+4E3C: in UTF-16LE its bytes are 3C 4E, a `<` and an `N`.
  const page = Buffer.from('<h1>丼</h1><script>var t = "丼";</script>', 'utf16le');
  const input = toPageInput('https://item.jd.com/1.html', page, 'text/html; charset=utf-16');
  expect(input.document.querySelector('h1')?.textContent).toBe('丼');
  expect(input.scripts).toEqual(['var t = "丼";']);
});

test('a JD-sized page is read from its first part: the item column, not the lists after it', () => {
  const fixture = storePageFixtures().find((entry) => entry.file === 'jd/big-classic.html');
  if (!fixture) throw new Error('no jd/big-classic.html fixture');
  const bytes = storePageBytes(fixture);
  const input = toPageInput(fixture.url, bytes);
  expect(readProductPage(input)).toMatchObject({ ok: true });
  expect(input.document.parsedLength).toBeLessThan(new TextDecoder().decode(bytes).length / 4);
});

test('a character split between two parsed chunks decodes whole, in UTF-8 and in GBK', () => {
  // Chunks are 4 KiB: over these fillers, 价's bytes fall on either side of the first boundary.
  for (let filler = 4064; filler < 4096; filler += 1) {
    const text = `${'a'.repeat(filler)}价迹`;
    const pages = [
      utf8(`<p>${text}</p>`),
      Buffer.from(`<meta charset="gbk"><p>${'a'.repeat(filler)}\xbc\xdb\xbc\xa3</p>`, 'latin1'),
    ];
    for (const page of pages) {
      const { document } = toPageInput('https://item.jd.com/1.html', page);
      expect(document.querySelector('p')?.textContent).toBe(text);
    }
  }
});
