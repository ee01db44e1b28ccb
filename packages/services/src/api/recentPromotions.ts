/** A promotion or coupon text the store showed on a day. */
export interface DayPromotion {
  /** When it was seen (epoch seconds). */
  readonly ts: number;
  /** The store's text, e.g. '满3000减200'. */
  readonly text: string;
}

/** The newest `limit` distinct texts, newest first, each with the last day it was seen. */
export function recentPromotions(
  promotions: readonly DayPromotion[],
  limit: number,
): DayPromotion[] {
  const newestFirst = [...promotions].sort((a, b) => b.ts - a.ts);
  const seen = new Set<string>();
  return newestFirst
    .filter(({ text }) => {
      if (!text || seen.has(text)) return false;
      seen.add(text);
      return true;
    })
    .slice(0, limit);
}
