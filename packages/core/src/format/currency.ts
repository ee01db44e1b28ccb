import { siteById } from '../sites/registry.js';

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

const CODE_BY_SYMBOL: Readonly<Record<string, string>> = {
  $: 'USD',
  AU$: 'AUD',
  'JP¥': 'JPY',
  '€': 'EUR',
  '£': 'GBP',
  NZ$: 'NZD',
  CDN$: 'CAD',
  '¥': 'CNY',
};

/**
 * The ISO 4217 code of the currency a site prices in: the store registry's, else the behaviour.md
 * §9 symbol's, else `CNY`.
 */
export function currencyCode(siteId?: number | null): string {
  const known = siteId == null ? undefined : siteById(siteId)?.currency;
  return known ?? CODE_BY_SYMBOL[currencySymbol(siteId)] ?? 'CNY';
}

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
