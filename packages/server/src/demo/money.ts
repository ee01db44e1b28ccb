/** Fen in one yuan. */
export const YUAN = 100;

/**
 * Rounds a price in fen down to a shop-like figure: ¥x.9 under ¥10, ¥x4.9/¥x9.9 under ¥100,
 * whole yuan ending in 9 above (¥129, ¥3,949, ¥12,999). Idempotent, never rounds up.
 */
export function nicePrice(fen: number): number {
  const p = Math.floor(fen);
  if (isNicePrice(p)) return p;
  if (p < 10 * YUAN) return Math.max(90, Math.floor((p + 10) / YUAN) * YUAN - 10);
  if (p < 100 * YUAN) return Math.floor((p + 10) / 500) * 500 - 10;
  if (p < 1_000 * YUAN) return Math.floor((p + YUAN) / 1_000) * 1_000 - YUAN;
  if (p < 10_000 * YUAN) return Math.floor((p + YUAN) / 5_000) * 5_000 - YUAN;
  return Math.floor((p + YUAN) / 10_000) * 10_000 - YUAN;
}

/** Whether a price has the endings `nicePrice` produces (or a coupon taken off one keeps). */
export function isNicePrice(fen: number): boolean {
  return Number.isInteger(fen) && fen > 0 && (fen % 1_000 === 900 || fen % YUAN === 90);
}

/**
 * Rounds a discount amount so that subtracting it keeps a price nice: whole ¥10 off prices
 * ending in ¥…9, whole yuan off prices ending in ¥….9.
 */
export function niceAmount(price: number, amount: number): number {
  const step = price % 1_000 === 900 ? 10 * YUAN : YUAN;
  return Math.floor(amount / step) * step;
}
