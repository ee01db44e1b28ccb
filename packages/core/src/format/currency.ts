// Behaviour.md §9: currency symbols by site id; every other site prices in yuan.
const SYMBOL_BY_SITE: ReadonlyMap<number, string> = new Map([
  ...[228, 238, 230, 245, 724, 341].map((id) => [id, '$'] as const),
  ...[389, 393, 362, 540].map((id) => [id, 'AU$'] as const),
  ...[229, 506].map((id) => [id, 'JP¥'] as const),
  ...[107, 246, 365, 363, 404, 821].map((id) => [id, '€'] as const),
  ...[266, 248, 255, 357, 388, 609].map((id) => [id, '£'] as const),
  [392, 'NZ$'],
  [366, 'CDN$'],
]);

/** The currency symbol a site's prices are shown with (behaviour.md §9 table; others `¥`). */
export function currencySymbol(siteId?: number | null): string {
  return (siteId != null && SYMBOL_BY_SITE.get(siteId)) || '¥';
}

/** Formats integer fen as a price with the site's symbol: `1999` → `¥19.99`. */
export function formatPrice(fen: number, siteId?: number | null): string {
  const cents = Math.round(fen);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${currencySymbol(siteId)}${(Math.abs(cents) / 100).toFixed(2)}`;
}
