// Apart from useProductParam, so the site's entry (whose route loader prefetches the product) does
// not carry the product pages' hook.
/** Strips the route decorations of a dp id segment (`dp…`, `….html`). */
export function dpIdFromSegment(segment: string): string {
  const withoutPrefix = segment.startsWith('dp') ? segment.slice(2) : segment;
  return withoutPrefix.endsWith('.html') ? withoutPrefix.slice(0, -5) : withoutPrefix;
}
