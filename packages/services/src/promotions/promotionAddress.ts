import { readListAddress, writeListAddress } from '../stores/listAddress';
import type { PromotionListQuery } from './promotionTypes';

/**
 * The store, page and 仅看有货 of a promotion list from its address (`?site=3&stock=1&page=2`);
 * bad values drop.
 */
export function parsePromotionAddress(search: URLSearchParams): PromotionListQuery {
  const { page, siteId, isInStockOnly } = readListAddress(search);
  return isInStockOnly ? { page, siteId, isInStockOnly } : { page, siteId };
}

/** The address of a promotion list's query, defaults left out. */
export function promotionAddress(query: PromotionListQuery): URLSearchParams {
  return writeListAddress(new URLSearchParams(), {
    ...query,
    isLowestOnly: false,
    isInStockOnly: query.isInStockOnly ?? false,
  });
}
