// Another store counts as cheaper only by a difference worth a detour: ¥1 and 1% of the price.
const MIN_SAVING_FEN = 100;
const MIN_SAVING_SHARE = 0.01;

/**
 * Whether the same goods at `otherPrice` (fen) in another store are cheaper than `price` here by
 * enough to send a shopper there: the buying advice and the AI's verdict both go by it.
 */
export function isWorthTheDetour(price: number, otherPrice: number): boolean {
  return otherPrice > 0 && otherPrice <= price - Math.max(MIN_SAVING_FEN, price * MIN_SAVING_SHARE);
}
