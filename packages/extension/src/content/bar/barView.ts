import { formatPrice, type ProductReading } from '@pricetrail/core';
import type { WirePricePoint } from '@pricetrail/services';
import type { LookupAnswer } from '../../shared/messages';
import { MSG_LOADING } from '../../shared/text';
import { sparkline, type Sparkline } from './sparkline';

/** The trend as the bar shows it. */
export type BarTrend = '涨' | '降' | '平';

/** Everything the mini bar shows, as text and numbers ready to put on the page. */
export type BarView =
  | { readonly state: 'loading'; readonly message: string }
  | {
      readonly state: 'tracked';
      /** Today's price (the page's 到手价, else its 页面价), formatted. */
      readonly today: string;
      /** The all-time low the server holds, formatted; null when it has none. */
      readonly lowest: string | null;
      /** The 30-day low, formatted; null when unknown. */
      readonly lowest30: string | null;
      /** Today's price is at or under the all-time low. */
      readonly isAtLowest: boolean;
      readonly trend: BarTrend;
      readonly sparkline: Sparkline | null;
      readonly historyUrl: string;
    }
  | { readonly state: 'queued' | 'unreachable' | 'failed'; readonly message: string };

const TREND_OF_CODE: Readonly<Record<-2 | -1 | 0 | 1, BarTrend>> = {
  [-2]: '降',
  [-1]: '降',
  0: '平',
  1: '涨',
};

/**
 * 涨 / 降 / 平 of today's price against the last price the server holds; when they are equal, the
 * server's own trend code (its last change) decides.
 */
export function trendOf(
  today: number,
  finalPrices: readonly WirePricePoint[],
  trendCode: -2 | -1 | 0 | 1 | undefined,
): BarTrend {
  const last = finalPrices.at(-1)?.[1];
  if (last === undefined) return '平';
  if (today < last) return '降';
  if (today > last) return '涨';
  return trendCode === undefined ? '平' : TREND_OF_CODE[trendCode];
}

/** The price a shopper pays today according to the page: its 到手价, else its 页面价. */
export function todayPrice(reading: ProductReading): number {
  return reading.finalPrice ?? reading.listPrice;
}

/** The mini bar's view of a server answer (null while it is awaited) and the page's reading. */
export function barView(
  answer: LookupAnswer | null,
  reading: ProductReading,
  nowSeconds: number,
): BarView {
  if (!answer) return { state: 'loading', message: MSG_LOADING };
  if (answer.state !== 'tracked') return { state: answer.state, message: answer.message };
  const { summary, finalPrices } = answer;
  const today = todayPrice(reading);
  const format = (fen: number | undefined) =>
    fen === undefined ? null : formatPrice(fen, reading.siteId);
  return {
    state: 'tracked',
    today: formatPrice(today, reading.siteId),
    lowest: format(summary.lowestPrice),
    lowest30: format(summary.lowest30),
    isAtLowest: summary.lowestPrice !== undefined && today <= summary.lowestPrice,
    trend: trendOf(today, finalPrices, summary.trend),
    sparkline: sparkline(finalPrices, today, nowSeconds),
    historyUrl: answer.historyUrl,
  };
}
