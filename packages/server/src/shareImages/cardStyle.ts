import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@pricetrail/core';

// The site's colours and type (packages/ui's theme tokens), as the server's pictures draw them.
export const CARD = {
  width: SHARE_IMAGE_WIDTH,
  height: SHARE_IMAGE_HEIGHT,
  brand: '#c62828',
  brandSoft: '#fdecec',
  priceDown: '#1b7a35',
  text: '#1f2329',
  textMuted: '#596170',
  border: '#e1e4e8',
  page: '#f5f6f8',
  surface: '#ffffff',
  font: "'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'PingFang SC', sans-serif",
} as const;

/** The card's frame: background, and the site's name in its corner. */
export function cardFrame(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">
<rect width="100%" height="100%" fill="${CARD.page}"/>
<rect x="32" y="32" width="${CARD.width - 64}" height="${CARD.height - 64}" rx="24" fill="${CARD.surface}"/>
<g font-family="${CARD.font}">
<rect x="72" y="68" width="44" height="44" rx="10" fill="${CARD.brand}"/>
<path d="M82 84 l10 10 l8 -8 l8 12" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="128" y="102" font-size="32" font-weight="700" fill="${CARD.brand}">价迹</text>
<text x="202" y="102" font-size="22" fill="${CARD.textMuted}">PriceTrail · 历史价格</text>
${content}
</g>
</svg>`;
}
