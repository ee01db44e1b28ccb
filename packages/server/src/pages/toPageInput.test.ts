import { expect, test } from 'vitest';
import { toPageInput } from './toPageInput.js';

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
  expect(toPageInput('https://item.jd.com/1.html', HTML).scripts).toEqual([
    `var a = "<div class='fake'>&amp;</div>";`,
    '{"b": 1}',
  ]);
});

test('the document answers the selectors readers use, with entities decoded in text', () => {
  const { document, url } = toPageInput('https://item.jd.com/1.html', HTML);
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
