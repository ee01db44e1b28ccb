import { formatPrice, siteById, type ProductReading } from '@pricetrail/core';
import {
  buyAdvice,
  type BuyAdvice,
  type ProductOffer,
  type WirePricePoint,
} from '@pricetrail/services';
import type { LookupAnswer } from '../../shared/messages';
import { MSG_LOADING } from '../../shared/text';
import { priceLine, sparkline, type Sparkline } from './sparkline';

/** The trend as the bar shows it. */
export type BarTrend = '涨' | '降' | '平';

/** Where the bar's 降价提醒 stands, and what to tell the shopper about it. */
export type BarWatch =
  | {
      /** Not asked yet, on its way, on the watch list, waiting for a sign-in, or refused. */
      readonly state: 'idle' | 'busy' | 'added' | 'signing_in' | 'failed';
      /** The sentence shown beside the button; null before it was pressed. */
      readonly message: string | null;
    }
  | {
      /** The shopper is choosing a 目标价 in the form the button opened. */
      readonly state: 'choosing';
      /** What the 目标价 box holds, in yuan. */
      readonly draft: string;
      /** What is wrong with the last target submitted; null before one was refused. */
      readonly error: string | null;
    };

/** 降价提醒 not asked for yet. */
export const IDLE_WATCH: BarWatch = { state: 'idle', message: null };

/** What the shopper has opened in the bar. */
export interface BarState {
  /** Where 降价提醒 stands. */
  readonly watch?: BarWatch;
  /** The price-history popover is open. */
  readonly isTrendOpen?: boolean;
}

/** The same goods cheaper in another store. */
export interface CheaperOffer {
  /** The store's Chinese name. */
  readonly store: string;
  /** Its price, formatted. */
  readonly price: string;
  /** Its product page. */
  readonly url: string;
}

/** At most this many cheaper stores are named. */
const MAX_CHEAPER = 3;

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
      /** The price-history popover's page. */
      readonly trendUrl: string;
      /** The price-history popover is open. */
      readonly isTrendOpen: boolean;
      /** Where 降价提醒 stands. */
      readonly watch: BarWatch;
      /** The site's buy advice, judged on today's price. */
      readonly advice: BuyAdvice;
      /** Other stores selling the same goods under today's price, cheapest first. */
      readonly cheaper: readonly CheaperOffer[];
    }
  | { readonly state: 'queued' | 'unreachable' | 'failed'; readonly message: string };

/**
 * 涨 / 降 / 平 as the price line's last change goes: today's price against the last different one
 * on the line, so the word and the drawn line cannot disagree.
 */
export function trendOf(line: readonly WirePricePoint[]): BarTrend {
  const today = line.at(-1)?.[1];
  const before = line.findLast(([, fen]) => fen !== today)?.[1];
  if (today === undefined || before === undefined) return '平';
  return today < before ? '降' : '涨';
}

/** The price a shopper pays today according to the page: its 到手价, else its 页面价. */
export function todayPrice(reading: ProductReading): number {
  return reading.finalPrice ?? reading.listPrice;
}

/** The offers under `today` (fen) that can be linked to, cheapest first, at most {@link MAX_CHEAPER}. */
function cheaperOffers(offers: readonly ProductOffer[], today: number): CheaperOffer[] {
  return offers
    .filter((offer) => offer.price > 0 && offer.price < today && /^https?:\/\//.test(offer.url))
    .sort((a, b) => a.price - b.price)
    .slice(0, MAX_CHEAPER)
    .map((offer) => ({
      store: siteById(offer.siteId)?.name ?? '其他商城',
      price: formatPrice(offer.price, offer.siteId),
      url: offer.url,
    }));
}

/**
 * The mini bar's view of a server answer (null while it is awaited), the page's reading and what
 * the shopper has opened in the bar.
 */
export function barView(
  answer: LookupAnswer | null,
  reading: ProductReading,
  nowSeconds: number,
  { watch = IDLE_WATCH, isTrendOpen = false }: BarState = {},
): BarView {
  if (!answer) return { state: 'loading', message: MSG_LOADING };
  if (answer.state !== 'tracked') return { state: answer.state, message: answer.message };
  const { summary, finalPrices } = answer;
  const today = todayPrice(reading);
  const line = priceLine(finalPrices, today, nowSeconds);
  const format = (fen: number | undefined) =>
    fen === undefined ? null : formatPrice(fen, reading.siteId);
  return {
    state: 'tracked',
    today: formatPrice(today, reading.siteId),
    lowest: format(summary.lowestPrice),
    lowest30: format(summary.lowest30),
    isAtLowest: summary.lowestPrice !== undefined && today <= summary.lowestPrice,
    trend: trendOf(line),
    sparkline: sparkline(line),
    historyUrl: answer.historyUrl,
    trendUrl: answer.trendUrl,
    isTrendOpen,
    watch,
    advice: buyAdvice({ ...summary, currentPrice: today }, finalPrices, {
      offers: answer.offers,
      selfDpId: reading.dpId,
      sale: answer.nextSale ?? undefined,
    }),
    cheaper: cheaperOffers(answer.offers, today),
  };
}
