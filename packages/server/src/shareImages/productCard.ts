import { formatIsoDay, formatPrice } from '@pricetrail/core';
import { CARD, cardFrame } from './cardStyle.js';
import { escapeSvgText, wrapText } from './svgText.js';

/** What a product's share picture shows. */
export interface ProductCardFacts {
  /** The listing title. */
  title: string;
  /** The store's Chinese name. */
  siteName: string;
  /** Store id (picks the currency symbol). */
  siteId: number;
  /** Current 到手价 in fen; null while there is none. */
  currentPrice: number | null;
  /** All-time lowest price in fen and when it was seen (epoch seconds); null while there is none. */
  lowest: { price: number; ts: number } | null;
  /** The 到手价 line: `[epochSeconds, fen]` points, oldest first. */
  finalPrices: readonly (readonly [number, number])[];
  /** From the demo catalogue (the picture says so). */
  isDemo: boolean;
}

const CHART = { left: 72, right: CARD.width - 72, top: 400, bottom: 560 };

/** The stepped 到手价 line and its area, scaled into the card's chart band. */
function priceLine(points: ProductCardFacts['finalPrices']): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const prices = points.map(([, fen]) => fen);
  const high = Math.max(...prices);
  const low = Math.min(...prices);
  const spread = high - low || Math.max(high * 0.1, 1);
  const span = last[0] - first[0] || 1;
  const width = CHART.right - CHART.left;
  const height = CHART.bottom - CHART.top;
  const x = (ts: number) => (CHART.left + ((ts - first[0]) / span) * width).toFixed(1);
  const y = (fen: number) =>
    (CHART.top + ((high + spread * 0.1 - fen) / (spread * 1.2)) * height).toFixed(1);
  const line = points
    .map(([ts, fen], index) => (index === 0 ? `M${x(ts)} ${y(fen)}` : `H${x(ts)}V${y(fen)}`))
    .join('');
  const stepped = `${line}H${CHART.right}`;
  return `<path d="${stepped}V${CHART.bottom}H${CHART.left}Z" fill="${CARD.brandSoft}"/>
<path d="${stepped}" fill="none" stroke="${CARD.brand}" stroke-width="4" stroke-linejoin="round"/>
<line x1="${CHART.left}" y1="${CHART.bottom}" x2="${CHART.right}" y2="${CHART.bottom}" stroke="${CARD.border}" stroke-width="2"/>`;
}

/**
 * A product's price-history card (1200 × 630 SVG): the store, the title, the current price, the
 * all-time low and when, and the 到手价 line; what a shared product link shows.
 */
export function productCardSvg(facts: ProductCardFacts): string {
  const title = wrapText(facts.title, 26, 2)
    .map(
      (line, index) =>
        `<text x="72" y="${180 + index * 52}" font-size="40" font-weight="700" fill="${CARD.text}">${escapeSvgText(line)}</text>`,
    )
    .join('\n');
  const store = escapeSvgText(facts.siteName);
  const badgeWidth = 36 + 26 * [...facts.siteName].length;
  const current =
    facts.currentPrice === null ? '暂无报价' : formatPrice(facts.currentPrice, facts.siteId);
  const lowest = facts.lowest
    ? `<text x="600" y="300" font-size="24" fill="${CARD.textMuted}">历史最低</text>
<text x="600" y="356" font-size="48" font-weight="700" fill="${CARD.priceDown}">${escapeSvgText(formatPrice(facts.lowest.price, facts.siteId))}</text>
<text x="600" y="390" font-size="22" fill="${CARD.textMuted}">${formatIsoDay(facts.lowest.ts)}</text>`
    : '';
  const demo = facts.isDemo
    ? `<text x="${CARD.width - 72}" y="146" font-size="20" text-anchor="end" fill="${CARD.textMuted}">演示数据</text>`
    : '';
  return cardFrame(`<rect x="${CARD.width - 72 - badgeWidth}" y="66" width="${badgeWidth}" height="48" rx="24" fill="${CARD.brandSoft}"/>
<text x="${CARD.width - 72 - badgeWidth / 2}" y="99" font-size="26" text-anchor="middle" fill="${CARD.brand}">${store}</text>
${demo}
${title}
<text x="72" y="300" font-size="24" fill="${CARD.textMuted}">当前到手价</text>
<text x="72" y="360" font-size="64" font-weight="700" fill="${CARD.brand}">${escapeSvgText(current)}</text>
${lowest}
${priceLine(facts.finalPrices)}`);
}
