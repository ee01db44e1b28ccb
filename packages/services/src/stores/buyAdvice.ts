import type { PriceSummaryInfo, WirePricePoint } from '../api/priceTypes';

/** A buy recommendation: its tone and its Chinese sentence. */
export interface BuyAdvice {
  /** 'buy' (good time), 'wait' (was cheaper recently), 'careful' (先涨后降) or 'neutral'. */
  readonly tone: 'buy' | 'wait' | 'careful' | 'neutral';
  /** What to tell the shopper. */
  readonly text: string;
}

const RECENT_SECONDS = 60 * 86_400;

/** Advice from the history: at the all-time low, cheaper recently, raised before a sale, or steady. */
export function buyAdvice(
  summary: PriceSummaryInfo,
  finalPrices: readonly WirePricePoint[],
): BuyAdvice {
  const current = summary.currentPrice ?? finalPrices[finalPrices.length - 1]?.[1];
  if (current === undefined) return { tone: 'neutral', text: '暂无足够的价格记录' };
  if (summary.isRaisedBeforeSale) return { tone: 'careful', text: '先涨后降，谨慎购买' };
  if (summary.lowestPrice !== undefined && current <= summary.lowestPrice) {
    return { tone: 'buy', text: '当前为历史最低价，可以入手' };
  }
  const last = finalPrices[finalPrices.length - 1]?.[0] ?? 0;
  const recentLow = Math.min(
    ...finalPrices.filter(([ts]) => ts >= last - RECENT_SECONDS).map(([, fen]) => fen),
    summary.lowest30 ?? Number.POSITIVE_INFINITY,
  );
  if (recentLow < current) return { tone: 'wait', text: '近期有过更低价，建议等待' };
  return { tone: 'neutral', text: '价格平稳，可按需购买' };
}
