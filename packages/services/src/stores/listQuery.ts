import { searchKeywords } from '@pricetrail/core';
import type { ListSort, SearchQuery } from '../api/priceTypes';
import { readListAddress, writeListAddress, type ListAddressFields } from './listAddress';

/** The sort a list opens with: biggest real drop first. */
export const DEFAULT_LIST_SORT: ListSort = 'drop';

/** Every sort, in the order the page offers them. */
export const LIST_SORTS: readonly ListSort[] = ['drop', 'price', 'popular'];

/** What a category or catalogue list shows: scope, keywords, filters, order and page. */
export interface ListQuery extends ListAddressFields {
  /** Category slug; absent for the whole catalogue. */
  readonly slug?: string;
  /** Keywords the products must match; absent for the whole list. */
  readonly q?: string;
  /** The order. */
  readonly sort: ListSort;
}

function isListSort(value: string | null): value is ListSort {
  return LIST_SORTS.some((sort) => sort === value);
}

/** Reads a list query from the address (`?q=&sort=&page=&site=&min=&max=&lowest=1`, prices in 元); bad values fall back to defaults. */
export function parseListQuery(search: URLSearchParams, slug?: string): ListQuery {
  const sort = search.get('sort');
  return {
    slug,
    q: searchKeywords(search.get('q')),
    sort: isListSort(sort) ? sort : DEFAULT_LIST_SORT,
    ...readListAddress(search),
  };
}

/** Writes a list query back to address parameters, leaving defaults out. */
export function listSearchParams(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.sort !== DEFAULT_LIST_SORT) search.set('sort', query.sort);
  return writeListAddress(search, query);
}

/** The price API's search query for a list query. */
export function toSearchQuery(query: ListQuery): SearchQuery {
  return {
    q: query.q,
    class: query.slug,
    page: query.page,
    sort: query.sort,
    siteId: query.siteId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    isLowestOnly: query.isLowestOnly || undefined,
    isInStockOnly: query.isInStockOnly || undefined,
  };
}
