import { fenToYuanText, formatPrice, parseYuan } from '@pricetrail/core';
import { MSG_TARGET_MISSING, MSG_TARGET_NOT_A_PRICE } from '../../shared/text';
import type { BarWatch } from './barView';

/** A 目标价 the shopper typed, read: its fen, or the line saying what is wrong with it. */
export type WatchTargetCheck =
  { readonly ok: true; readonly fen: number } | { readonly ok: false; readonly message: string };

/**
 * The 目标价 the form opens with (fen), null when there is none under `today`. The 30-day low when
 * it is under today's price, because the product really sold at it a few weeks ago, so it is likely
 * to come back; otherwise 5 % off rounded down to whole yuan, a round figure a drop would reach.
 */
export function suggestWatchTarget(today: number, lowest30: number | undefined): number | null {
  if (lowest30 !== undefined && lowest30 > 0 && lowest30 < today) return lowest30;
  const fivePercentOff = Math.floor((today * 0.95) / 100) * 100;
  return fivePercentOff > 0 ? fivePercentOff : null;
}

/** The 目标价 form as 降价提醒 opens it: holding the suggested target in yuan, or empty. */
export function openedWatchForm(today: number, lowest30: number | undefined): BarWatch {
  const suggested = suggestWatchTarget(today, lowest30);
  return { state: 'choosing', draft: suggested ? fenToYuanText(suggested) : '', error: null };
}

/**
 * Reads the 目标价 typed in yuan: a number above zero with at most two decimals, and below today's
 * price (`today`, fen), else the target would be met the moment it is saved.
 */
export function checkWatchTarget(text: string, today: number, siteId: number): WatchTargetCheck {
  if (text.trim() === '') return { ok: false, message: MSG_TARGET_MISSING };
  const fen = parseYuan(text);
  if (fen === null || fen <= 0) return { ok: false, message: MSG_TARGET_NOT_A_PRICE };
  if (fen >= today) {
    return { ok: false, message: `目标价需低于今日价格 ${formatPrice(today, siteId)}` };
  }
  return { ok: true, fen };
}
