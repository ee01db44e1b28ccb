import { Feed } from 'feed';
import type { AlertMessage } from './message.js';

/** The two feed formats a personal feed is offered in. */
export type FeedFormat = 'rss' | 'atom';

/** Where the feed lives and the site it belongs to (absolute URLs). */
export interface FeedLinks {
  /** The feed's own URL (with its token). */
  self: string;
  /** The site's home page. */
  site: string;
}

const FEED_TITLE = '价迹 · 我的降价提醒';
const FEED_DESCRIPTION = '你在价迹收藏的商品：降价、到达目标价、历史新低与价保提醒';

// XML 1.0 forbids C0 controls (but tab, LF, CR), lone surrogates and U+FFFE/FFFF; a store's product
// title can carry them, and one would make the whole feed unreadable.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text that readers show as it is (RSS titles); the feed package puts it in a CDATA section. */
function plainText(text: string): string {
  // The feed package splits only the first `]]>` out of a CDATA section.
  return xmlSafe(text).replaceAll(']]>', ']] >');
}

/** Text for an element readers render as HTML (descriptions, Atom's type="html" titles). */
function htmlText(text: string): string {
  return xmlSafe(text)
    .replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character)
    .replaceAll('\n', '<br>');
}

// The URN an entry keeps across renders and formats: the alert event's id.
function feedEntryId(message: Pick<AlertMessage, 'id'>): string {
  return `urn:pricetrail:alert:${message.id}`;
}

/**
 * A user's alerts as an RSS 2.0 or Atom 1.0 document, entries in the order given (newest
 * first). The same entries render the same bytes, so the answer can carry an ETag.
 */
export function renderFeed(format: FeedFormat, entries: AlertMessage[], links: FeedLinks): string {
  const newest = entries[0];
  const feed = new Feed({
    title: FEED_TITLE,
    description: FEED_DESCRIPTION,
    id: links.self,
    link: links.site,
    feedLinks: { [format]: links.self },
    language: 'zh-CN',
    author: { name: '价迹', link: links.site },
    // Without entries, a fixed date rather than the package's default of now.
    updated: new Date((newest?.createdAt ?? 0) * 1000),
    generator: false,
  });
  for (const message of entries) {
    feed.addItem({
      id: feedEntryId(message),
      // RSS titles are plain text; Atom's are written as type="html".
      title: format === 'rss' ? plainText(message.title) : htmlText(message.title),
      link: message.url,
      description: htmlText(message.text),
      date: new Date(message.createdAt * 1000),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
