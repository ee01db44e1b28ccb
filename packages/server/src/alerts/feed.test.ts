import type { Element } from 'domhandler';
import { getAttributeValue, getElementsByTagName, textContent } from 'domutils';
import { parseDocument, Parser } from 'htmlparser2';
import { describe, expect, test } from 'vitest';
import { DROP_ALERT, TEST_ALERT } from '../testing/sampleAlerts.js';
import { renderFeed, type FeedFormat } from './feed.js';
import type { AlertMessage } from './message.js';

const LINKS = {
  self: 'https://pricetrail.test/api/alerts/feed/tok3n.xml?a=1&b=2',
  site: 'https://pricetrail.test/',
};

const TRICKY_TITLE = '「降价提醒」<Apple> AirPods & 充电盒 ]]> 套装 ]]> 降到 ¥999\u0008';

const NEWER: AlertMessage = {
  ...DROP_ALERT,
  id: 42,
  title: TRICKY_TITLE,
  text: '现价 ¥999\n降价前 ¥1,299 (<b>不是标记</b> & 也不是实体 &amp;)',
  url: 'https://pricetrail.test/crc64/dp100012043978-3?from=feed&x=1',
  createdAt: 1_780_000_000,
};

const OLDER: AlertMessage = { ...TEST_ALERT, id: 41, createdAt: 1_779_990_000 };

// Characters XML 1.0 does not allow anywhere in a document.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
// Outside CDATA, `<` and `&` only start markup and references, and `]]>` never appears.
const BAD_TEXT = /<|]]>|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i;

/** What keeps `xml` from being well-formed, as far as a tag-soup parser can tell. */
function wellFormednessProblems(xml: string): string[] {
  const problems: string[] = [];
  let isInCdata = false;
  const parser = new Parser(
    {
      oncdatastart: () => (isInCdata = true),
      oncdataend: () => (isInCdata = false),
      ontext: (text) => {
        if (!isInCdata && BAD_TEXT.test(text)) problems.push(`text ${JSON.stringify(text)}`);
      },
      onattribute: (name, value) => {
        if (BAD_TEXT.test(value)) problems.push(`attribute ${name}=${JSON.stringify(value)}`);
      },
      onclosetag: (name, isImplied) => {
        const isSelfClosing = xml.slice(parser.endIndex - 1, parser.endIndex + 1) === '/>';
        if (isImplied && !isSelfClosing) problems.push(`<${name}> is never closed`);
      },
    },
    { xmlMode: true, decodeEntities: false },
  );
  parser.end(xml);
  if (NOT_XML.test(xml)) problems.push('a character XML does not allow');
  return problems;
}

function parse(xml: string) {
  return parseDocument(xml, { xmlMode: true });
}

function childText(parent: Element, name: string): string | undefined {
  const [child] = getElementsByTagName(name, parent.children, false);
  return child && textContent(child);
}

/** What a reader shows of an HTML fragment. */
function renderedText(html: string): string {
  return textContent(parseDocument(html.replaceAll('<br>', '\n')));
}

// What readers show of the title: without what XML cannot carry; RSS keeps `]]>` apart.
const ATOM_TITLE = '「降价提醒」<Apple> AirPods & 充电盒 ]]> 套装 ]]> 降到 ¥999';
const RSS_TITLE = ATOM_TITLE.replaceAll(']]>', ']] >');

describe.each<FeedFormat>(['rss', 'atom'])('the %s feed', (format) => {
  test('is well-formed XML even with markup, `]]>` and control characters in a title', () => {
    expect(wellFormednessProblems(renderFeed(format, [NEWER, OLDER], LINKS))).toEqual([]);
  });

  test('renders the same bytes for the same entries', () => {
    expect(renderFeed(format, [NEWER, OLDER], LINKS)).toBe(
      renderFeed(format, [NEWER, OLDER], LINKS),
    );
  });

  test('with no entries is still well-formed', () => {
    expect(wellFormednessProblems(renderFeed(format, [], LINKS))).toEqual([]);
  });
});

describe('RSS 2.0', () => {
  const document = parse(renderFeed('rss', [NEWER, OLDER], LINKS));
  const [channel] = getElementsByTagName('channel', document);
  const items = getElementsByTagName('item', document);

  test('names the feed, links the site and itself', () => {
    expect(channel && childText(channel, 'title')).toBe('价迹 · 我的降价提醒');
    expect(channel && childText(channel, 'link')).toBe(LINKS.site);
    const [self] = getElementsByTagName('atom:link', document);
    expect(self && getAttributeValue(self, 'href')).toBe(LINKS.self);
  });

  test('has one item per alert, newest first, each with a stable guid, title, link and date', () => {
    expect(items.map((item) => childText(item, 'guid'))).toEqual([
      'urn:pricetrail:alert:42',
      'urn:pricetrail:alert:41',
    ]);
    const [newest] = items;
    expect(newest && childText(newest, 'title')).toBe(RSS_TITLE);
    expect(newest && childText(newest, 'link')).toBe(NEWER.url);
    expect(newest && childText(newest, 'pubDate')).toBe(
      new Date(NEWER.createdAt * 1000).toUTCString(),
    );
  });

  test('carries the message text as HTML that reads back as the text', () => {
    const description = items[0] && childText(items[0], 'description');
    expect(renderedText(description ?? '')).toBe(NEWER.text);
  });
});

describe('Atom 1.0', () => {
  const document = parse(renderFeed('atom', [NEWER, OLDER], LINKS));
  const entries = getElementsByTagName('entry', document);

  test('has one entry per alert, newest first, with its id, HTML title and link', () => {
    expect(entries.map((entry) => childText(entry, 'id'))).toEqual([
      'urn:pricetrail:alert:42',
      'urn:pricetrail:alert:41',
    ]);
    const [newest] = entries;
    const title = newest && getElementsByTagName('title', newest)[0];
    expect(title && getAttributeValue(title, 'type')).toBe('html');
    expect(renderedText((title && textContent(title)) ?? '')).toBe(ATOM_TITLE);
    const link = newest && getElementsByTagName('link', newest)[0];
    expect(link && getAttributeValue(link, 'href')).toBe(NEWER.url);
    expect(newest && childText(newest, 'updated')).toBe('2026-05-28T20:26:40.000Z');
  });

  test('says when it last changed: its newest entry', () => {
    const [feed] = getElementsByTagName('feed', document);
    expect(feed && childText(feed, 'updated')).toBe('2026-05-28T20:26:40.000Z');
  });
});
