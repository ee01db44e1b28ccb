// Its own chunk: the link parser carries every mall's URL rules (≈ 1.6 KB gzip), needed only
// when a shopper submits a link, not before a page can render.
export { parseProductUrl } from '@pricetrail/core';
