/** What a listing asks on one day besides its list price. */
export interface Quote {
  final: number;
  promo: string | undefined;
  coupon: string | undefined;
}

/** A quote with no promotion or coupon. */
export function plainQuote(final: number, promo?: string): Quote {
  return { final, promo, coupon: undefined };
}
