/** One address in a sitemap, with when it last changed (epoch seconds) when known. */
export interface SitemapEntry {
  /** Absolute URL. */
  readonly loc: string;
  /** Epoch seconds of the last change. */
  readonly lastmod?: number;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

function entryXml(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string {
  const modified =
    lastmod === undefined ? '' : `<lastmod>${new Date(lastmod * 1000).toISOString()}</lastmod>`;
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** A sitemap (sitemaps.org 0.9) of page addresses. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<urlset ${NAMESPACE}>\n${entries.map((entry) => entryXml('url', entry)).join('\n')}\n</urlset>\n`;
}

/** A sitemap index listing sitemaps. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${entries.map((entry) => entryXml('sitemap', entry)).join('\n')}\n</sitemapindex>\n`;
}
