import { formatIsoDay } from '@pricetrail/core';
import { sortPoints } from './chartData';
import { findPointExtremes, type PriceAt, type PriceExtremes } from './extremes';
import type { PricePoint, PricePromotion } from './priceTypes';

/** The whole history in a few numbers, for the screen-reader table. */
export interface HistorySummary {
  /** The newest 到手价, or the newest 页面价 when there is no 到手价. */
  current?: PriceAt;
  /** The newest 页面价. */
  currentList?: PriceAt;
  /** Lowest and highest of the same line as `current`, over all points. */
  history: PriceExtremes | null;
}

function newest(points: readonly PricePoint[]): PriceAt | undefined {
  const point = points.at(-1);
  return point && { ts: point[0], fen: point[1] };
}

/** Current price and all-time extremes; the 到手价 line leads when it has points. */
export function summarizeHistory(
  listPrices: readonly PricePoint[],
  finalPrices: readonly PricePoint[],
): HistorySummary {
  const list = sortPoints(listPrices);
  const final = sortPoints(finalPrices);
  const primary = final.length > 0 ? final : list;
  return {
    current: newest(primary),
    currentList: final.length > 0 ? newest(list) : undefined,
    history: findPointExtremes(primary),
  };
}

/** Promotion texts keyed by Asia/Shanghai day; several on one day are joined. */
export function promotionsByDay(promotions: readonly PricePromotion[]): Map<string, string> {
  const byDay = new Map<string, string>();
  for (const { ts, text } of promotions) {
    const day = formatIsoDay(ts);
    const earlier = byDay.get(day);
    byDay.set(day, earlier ? `${earlier}；${text}` : text);
  }
  return byDay;
}
