import { siteById } from '@pricetrail/core';

/**
 * The store, price range, historical-low and in-stock switches and page every product list keeps
 * in its address.
 */
export interface ListAddressFields {
  /** Page number, from 1. */
  readonly page: number;
  /** Only this store. */
  readonly siteId?: number;
  /** Lowest final price in fen. */
  readonly minPrice?: number;
  /** Highest final price in fen. */
  readonly maxPrice?: number;
  /** Only products at their all-time low. */
  readonly isLowestOnly: boolean;
  /** Only products a shopper can buy now (仅看有货). */
  readonly isInStockOnly: boolean;
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
const PAGE = /^[1-9]\d{0,2}$/;

function yuanToFen(text: string | null): number | undefined {
  if (!text || !PRICE.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

function fenToYuan(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

/**
 * Reads `?site=&min=&max=&lowest=1&stock=1&page=` (prices in 元); bad values fall back to
 * defaults.
 */
export function readListAddress(search: URLSearchParams): ListAddressFields {
  const page = search.get('page');
  const site = Number(search.get('site'));
  return {
    page: page && PAGE.test(page) ? Number(page) : 1,
    siteId: siteById(site) ? site : undefined,
    minPrice: yuanToFen(search.get('min')),
    maxPrice: yuanToFen(search.get('max')),
    isLowestOnly: search.get('lowest') === '1',
    isInStockOnly: search.get('stock') === '1',
  };
}

/** Appends the fields to `search` after what the list set first, leaving defaults out. */
export function writeListAddress(
  search: URLSearchParams,
  fields: ListAddressFields,
): URLSearchParams {
  if (fields.siteId !== undefined) search.set('site', String(fields.siteId));
  if (fields.minPrice !== undefined) search.set('min', fenToYuan(fields.minPrice));
  if (fields.maxPrice !== undefined) search.set('max', fenToYuan(fields.maxPrice));
  if (fields.isLowestOnly) search.set('lowest', '1');
  if (fields.isInStockOnly) search.set('stock', '1');
  if (fields.page > 1) search.set('page', String(fields.page));
  return search;
}
