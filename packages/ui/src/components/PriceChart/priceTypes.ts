import type { StockState } from '@pricetrail/core';

/** One observed price: `[epochSeconds, fen]`. */
export type PricePoint = readonly [epochSeconds: number, fen: number];

/** A sale day drawn as a vertical marker, e.g. `{ ts, label: '618' }`. */
export interface PriceMark {
  /** When the sale took place, epoch seconds. */
  ts: number;
  /** Short label drawn above the marker ('618', '双11'). */
  label: string;
}

/** Promotion text in effect on a day, shown in the tooltip. */
export interface PricePromotion {
  /** A moment on the promotion's day, epoch seconds (matched by Asia/Shanghai calendar day). */
  ts: number;
  /** What the shop offered, e.g. '满300减40'. */
  text: string;
}

/**
 * A stretch the product could not be bought (无货 or 下架), or sold ahead of shipping (预售),
 * shaded on the chart (预售 in its own colour: it is no gap in stock).
 */
export interface StockGap {
  /** When it began, epoch seconds. */
  from: number;
  /** When the product came back, epoch seconds; null while it still cannot be bought. */
  to: number | null;
  /** Why: 无货, 下架 or 预售. */
  state: Exclude<StockState, 'in_stock'>;
}

/** How much history the chart shows. */
export type PriceRange = '30d' | '90d' | '180d' | '1y' | 'all';

/** The range tabs in display order, with their Chinese labels and lengths in days. */
export const PRICE_RANGES: readonly { range: PriceRange; label: string; days?: number }[] = [
  { range: '30d', label: '近1月', days: 30 },
  { range: '90d', label: '3月', days: 90 },
  { range: '180d', label: '半年', days: 180 },
  { range: '1y', label: '1年', days: 365 },
  { range: 'all', label: '全部' },
];

/** The Chinese label of a range ('近1月' … '全部'). */
export function rangeLabel(range: PriceRange): string {
  return PRICE_RANGES.find((item) => item.range === range)?.label ?? '全部';
}
