import { formatPrice, isWorthTheDetour, siteById } from '@pricetrail/core';
import type { NextSale, PriceSummaryInfo, ProductOffer, WirePricePoint } from '../api/priceTypes';

/** A buy recommendation: its tone, its Chinese sentence, and a cheaper store when there is one. */
export interface BuyAdvice {
  /**
   * 'elsewhere' (the same goods cost less in another store), 'buy' (good time), 'wait' (was
   * cheaper recently), 'careful' (先涨后降) or 'neutral'.
   */
  readonly tone: 'elsewhere' | 'buy' | 'wait' | 'careful' | 'neutral';
  /** What to tell the shopper. */
  readonly text: string;
  /** The cheaper listing of the same goods the advice leads with ('elsewhere' only). */
  readonly offer?: ProductOffer;
}

const RECENT_SECONDS = 60 * 86_400;
// A steady price is worth waiting for a sale only when the sale is this near.
const NEAR_SALE_DAYS = 14;

/** What else the advice weighs besides the history. */
export interface AdviceContext {
  /** The same goods' listings (全网比价). */
  readonly offers?: readonly ProductOffer[];
  /** This listing's dp id, left out of `offers`. */
  readonly selfDpId?: string | undefined;
  /** The store's next sale from the promotion calendar. */
  readonly sale?: NextSale | null;
}

/** When a sale is, in a few words: 正在进行, or N 天后开始. */
function saleWhen(sale: NextSale): string {
  return sale.daysUntil === 0 ? `${sale.name}正在进行` : `${sale.name} ${sale.daysUntil} 天后开始`;
}

function cheaperOffer(
  current: number,
  offers: readonly ProductOffer[],
  selfDpId: string | undefined,
): ProductOffer | undefined {
  return offers
    .filter((offer) => offer.dpId !== selfDpId && isWorthTheDetour(current, offer.price))
    .reduce<ProductOffer | undefined>(
      (best, offer) => (best && best.price <= offer.price ? best : offer),
      undefined,
    );
}

/**
 * Advice on buying this listing: the same goods cheaper in another store first (its store, price
 * and saving), then from the history: at the all-time low, cheaper recently, raised before a
 * sale, or steady; waiting names the store's next sale when the calendar has one.
 */
export function buyAdvice(
  summary: PriceSummaryInfo,
  finalPrices: readonly WirePricePoint[],
  { offers = [], selfDpId, sale }: AdviceContext = {},
): BuyAdvice {
  const current = summary.currentPrice ?? finalPrices[finalPrices.length - 1]?.[1];
  if (current === undefined) return { tone: 'neutral', text: '暂无足够的价格记录' };
  const offer = cheaperOffer(current, offers, selfDpId);
  if (offer) {
    const store = siteById(offer.siteId)?.name ?? '其他商城';
    const saving = formatPrice(current - offer.price);
    return {
      tone: 'elsewhere',
      text: `${store} ${formatPrice(offer.price)}，比这里便宜 ${saving}`,
      offer,
    };
  }
  if (summary.isRaisedBeforeSale) return { tone: 'careful', text: '先涨后降，谨慎购买' };
  if (summary.lowestPrice !== undefined && current <= summary.lowestPrice) {
    return { tone: 'buy', text: '当前为历史最低价，可以入手' };
  }
  const last = finalPrices[finalPrices.length - 1]?.[0] ?? 0;
  const recentLow = Math.min(
    ...finalPrices.filter(([ts]) => ts >= last - RECENT_SECONDS).map(([, fen]) => fen),
    summary.lowest30 ?? Number.POSITIVE_INFINITY,
  );
  if (recentLow < current) {
    return { tone: 'wait', text: `近期有过更低价，建议等待${sale ? `：${saleWhen(sale)}` : ''}` };
  }
  if (sale && sale.daysUntil <= NEAR_SALE_DAYS) {
    return { tone: 'neutral', text: `价格平稳；${saleWhen(sale)}，不急可以等等` };
  }
  return { tone: 'neutral', text: '价格平稳，可按需购买' };
}
