import { parseYuan } from '@pricetrail/core';
import { MSG_GROUP_TOO_LONG, MSG_TARGET_INVALID, targetNotBelowMessage } from './personalMessages';

/** Longest group name the server keeps, in characters. */
export const GROUP_MAX_LENGTH = 20;

/** A checked value, or the line saying what is wrong with it. */
export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * Reads a target price typed in yuan. Empty means none (any drop counts). Otherwise it must be an
 * amount above zero and, when today's price is known, below it: a target at or above the price
 * now would be met the moment it is saved, so it says nothing the shopper wants to hear.
 */
export function checkTargetPrice(
  text: string,
  currentPrice: number | null | undefined,
  siteId?: number,
): Checked<number | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const fen = parseYuan(text);
  if (fen === null || fen <= 0) return { ok: false, message: MSG_TARGET_INVALID };
  if (currentPrice != null && fen >= currentPrice) {
    return { ok: false, message: targetNotBelowMessage(currentPrice, siteId) };
  }
  return { ok: true, value: fen };
}

/** Reads a group name: trimmed, empty means none, at most {@link GROUP_MAX_LENGTH} characters. */
export function checkGroup(text: string): Checked<string | null> {
  const name = text.trim();
  if (name === '') return { ok: true, value: null };
  if (Array.from(name).length > GROUP_MAX_LENGTH) return { ok: false, message: MSG_GROUP_TOO_LONG };
  return { ok: true, value: name };
}
