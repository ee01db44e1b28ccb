/** How the price moved since the item was saved: which way, by how much (fen), and the percentage text. */
export interface PriceChange {
  /** 'down' when it is cheaper now. */
  readonly direction: 'down' | 'up';
  /** The difference in fen, always positive. */
  readonly amount: number;
  /** The percentage of the saved price, '23.3%'; '' when the saved price is zero. */
  readonly percent: string;
}

/**
 * The move from the saved price to today's, or undefined when either is unknown or they are equal.
 * `dropPercent` (the server's, one decimal, positive when cheaper) wins over the computed one.
 */
export function priceChange(
  savedPrice: number | undefined,
  price: number | undefined,
  dropPercent?: number,
): PriceChange | undefined {
  if (savedPrice === undefined || price === undefined || savedPrice === price) return undefined;
  const drop = savedPrice - price;
  const percent = dropPercent ?? (savedPrice > 0 ? Math.round((drop * 1000) / savedPrice) / 10 : 0);
  return {
    direction: drop > 0 ? 'down' : 'up',
    amount: Math.abs(drop),
    percent: savedPrice > 0 ? `${Math.abs(percent)}%` : '',
  };
}
