/** Whole percent the price lies below the list price (23 for '↓23%'); 0 when it is not lower. */
export function discountPercent(price: number, listPrice: number | undefined): number {
  if (!listPrice || listPrice <= price) return 0;
  return Math.round(((listPrice - price) / listPrice) * 100);
}
