import { getElementsByTagName, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { expect, test } from 'vitest';
import { storePageBytes, storePageFixtures } from '../testing/storePageFixtures.js';
import { inlineScripts } from './inlineScripts.js';
import { PageText } from './pageText.js';

/** What a full htmlparser2 parse of the page finds: the oracle the scan must agree with. */
function fullParseScripts(html: string): string[] {
  return getElementsByTagName('script', parseDocument(html), true)
    .filter((script) => script.attribs.src === undefined)
    .map((script) => textContent(script));
}

const scriptsOf = (html: string) => inlineScripts(new PageText(new TextEncoder().encode(html)));

test.each(storePageFixtures().map((fixture) => [fixture.file, fixture] as const))(
  '%s: the scan finds the scripts a full parse finds',
  (_file, fixture) => {
    const bytes = storePageBytes(fixture);
    const html = new TextDecoder(fixture.charset).decode(bytes);
    expect(inlineScripts(new PageText(bytes))).toEqual(fullParseScripts(html));
  },
);

test.each([
  ['scripts in upper case', '<SCRIPT>a()</SCRIPT><Script type="module">b()</sCrIpT >'],
  [
    'an external script beside data-src',
    '<script src="x.js"></script><script data-src="y">c()</script>',
  ],
  ['a `>` inside a quoted attribute', '<script data-x="a>b">d()</script>'],
  ['markup inside a script', '<script>document.write("<script>x<\\/script><!--")</script>e()'],
  ['a script in a comment', '<!-- <script>hidden()</script> --><script>f()</script>'],
  ['abruptly closed comments', '<!--><script>g()</script><!---><script>h()</script>'],
  ['a bogus comment and a doctype', '<!DOCTYPE html><?xml x?><! <script>i()</script>'],
  ['a comment opening inside a style', '<style><!-- p{}</style><script>j()</script><!-- -->'],
  [
    'script tags in a title and a textarea',
    '<title><script>no()</script></title><textarea><script>no()</script></textarea><script>k()</script>',
  ],
  [
    'a tag name that only starts like script',
    '<scripts>no()</scripts><script-x>no()</script-x><script\n>l()</script\t>',
  ],
  ['an end tag that only starts like one', '<script>m("</scripts>")</script>'],
  ['a script inside noscript', '<noscript><script>n()</script></noscript>'],
  ['an empty script', '<script></script><script>o()</script>'],
  ['a script left open', '<p>x</p><script>p("</script"'],
  ['plaintext swallowing the rest', '<script>q()</script><plaintext><script>no()</script>'],
])('%s: the scan agrees with a full parse', (_name, html) => {
  expect(scriptsOf(html)).toEqual(fullParseScripts(html));
});

test('a byte-order mark inside a script stays a character, as in the decoded page', () => {
  expect(scriptsOf('<script>\ufeffr()</script>')).toEqual(['\ufeffr()']);
});
