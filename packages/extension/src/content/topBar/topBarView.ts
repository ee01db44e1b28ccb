import { formatDottedDay } from '@pricetrail/core';
import type { LookupAnswer } from '../../shared/messages';

/** One promotion or coupon text and the last day the store showed it. */
export interface TopBarPromotion {
  /** The store's text, e.g. '满3000减200'. */
  readonly text: string;
  /** The day, e.g. '11.26'. */
  readonly day: string;
}

/** What the top bar shows for a product our server holds. */
export interface TopBarView {
  /** The latest distinct promotions and coupons, newest first; empty when none are known. */
  readonly promotions: readonly TopBarPromotion[];
  /** The site's AI rating of the product. */
  readonly aiRateUrl: string;
}

/** The top bar for an answer; null (no bar) until the server holds the product. */
export function topBarView(answer: LookupAnswer): TopBarView | null {
  if (answer.state !== 'tracked') return null;
  return {
    promotions: answer.promotions.map(({ text, ts }) => ({
      text,
      day: formatDottedDay(ts, false),
    })),
    aiRateUrl: answer.aiRateUrl,
  };
}
