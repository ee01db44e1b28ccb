import { readListAddress, writeListAddress } from '../stores/listAddress';
import type { PromotionListQuery } from './promotionTypes';

/** The store and page of a promotion list from its address (`?site=3&page=2`); bad values drop. */
export function parsePromotionAddress(search: URLSearchParams): PromotionListQuery {
  const { page, siteId } = readListAddress(search);
  return { page, siteId };
}

/** The address of a promotion list's query, defaults left out. */
export function promotionAddress(query: PromotionListQuery): URLSearchParams {
  return writeListAddress(new URLSearchParams(), {
    ...query,
    isLowestOnly: false,
    isInStockOnly: false,
  });
}
