import { CARD, cardFrame } from './cardStyle.js';

/** The site's own share card (1200 × 630 SVG): what it is and what it does. */
export function siteCardSvg(): string {
  return cardFrame(`<text x="72" y="250" font-size="72" font-weight="700" fill="${CARD.text}">看清真实的历史价格</text>
<text x="72" y="330" font-size="34" fill="${CARD.textMuted}">京东、天猫、淘宝、拼多多商品的价格走势、历史最低价</text>
<text x="72" y="380" font-size="34" fill="${CARD.textMuted}">和全网比价，识破先涨后降的“优惠”。</text>
<path d="M72 520 H240 V470 H420 V540 H600 V450 H780 V500 H960 V430 H1128" fill="none" stroke="${CARD.brand}" stroke-width="6" stroke-linejoin="round"/>
<line x1="72" y1="560" x2="1128" y2="560" stroke="${CARD.border}" stroke-width="2"/>`);
}
