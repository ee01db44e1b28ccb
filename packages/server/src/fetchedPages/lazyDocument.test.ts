import type { PageDocument } from '@pricetrail/core';
import { parseDocument } from 'htmlparser2';
import { expect, test } from 'vitest';
import { storePageBytes, storePageFixtures } from '../testing/storePageFixtures.js';
import { LazyDocument } from './lazyDocument.js';
import { ParsedElement } from './parsedElement.js';

function* chunksOf(html: string, size: number): Generator<string> {
  for (let start = 0; start < html.length; start += size) yield html.slice(start, start + size);
}

/** What an element shows a reader, to compare the lazy document with a full parse. */
function seen(
  element: { textContent: string | null; getAttribute(name: string): string | null } | null,
) {
  return element && { text: element.textContent, className: element.getAttribute('class') };
}

const SELECTORS = [
  'title',
  'h1',
  'script',
  'img',
  '.price',
  '[class*="price"]',
  '[class^="ItemTitle--"] [class^="mainTitle--"]',
  '.page-right, .itemInfo-wrap',
  '#J_FinalPrice .price',
  'li + li',
  'li:last-child',
  'div:has(> img)',
  '.missing',
];

test.each(storePageFixtures().map((fixture) => [fixture.file, fixture] as const))(
  '%s: a document parsed lazily in small chunks answers as a full parse does',
  (_file, fixture) => {
    const html = new TextDecoder(fixture.charset).decode(storePageBytes(fixture));
    const full = new ParsedElement(parseDocument(html));
    const lazy = new LazyDocument(chunksOf(html, 97));
    // One document answers every question in turn, as a reader asks them: first matches, then all.
    const answers = (document: PageDocument) => ({
      first: SELECTORS.map((selector) => seen(document.querySelector(selector))),
      all: SELECTORS.map((selector) => Array.from(document.querySelectorAll(selector), seen)),
    });
    expect(answers(lazy)).toEqual(answers(full));
  },
);

test('an element found early is handed out whole, and the page after it is left unparsed', () => {
  const html = `<div class="item"><p>${'甲'.repeat(50)}</p>${'<i>乙</i>'.repeat(50)}</div>${'<p>丙</p>'.repeat(5000)}`;
  const document = new LazyDocument(chunksOf(html, 64));
  expect(document.querySelector('.item')?.textContent).toBe(`${'甲'.repeat(50)}${'乙'.repeat(50)}`);
  expect(document.parsedLength).toBeLessThan(html.length / 10);
});

test('a selector that looks ahead (a pseudo-class) is answered from the whole page', () => {
  const html = `<ul><li>一</li>${'<li>二</li>'.repeat(100)}<li class="x">三</li></ul>`;
  const document = new LazyDocument(chunksOf(html, 16));
  expect(document.querySelector('li:last-child')?.textContent).toBe('三');
});

test('elements inside a <template> are never found, as in the browser', () => {
  const html =
    '<template><p class="x">hidden</p><div><p class="x">deeper</p></div></template><p class="x">shown</p>';
  expect(new LazyDocument(chunksOf(html, 5)).querySelector('.x')?.textContent).toBe('shown');
});

test('an empty page has no elements', () => {
  expect(new LazyDocument(chunksOf('', 8)).querySelector('p')).toBeNull();
});
