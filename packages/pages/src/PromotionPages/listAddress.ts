import type { PromotionListQuery } from '@pricetrail/services';

/** The page and store of a promotion list from its address (`?site=3&page=2`); bad values drop. */
export function parseListAddress(search: URLSearchParams): PromotionListQuery {
  const page = Number(search.get('page'));
  const site = Number(search.get('site'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 500 ? page : 1,
    ...(Number.isInteger(site) && site >= 1 ? { siteId: site } : {}),
  };
}

/** The address of a promotion list's query, defaults left out. */
export function listAddress(query: PromotionListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.siteId !== undefined) search.set('site', String(query.siteId));
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
