import { siteById } from '@pricetrail/core';
import type { ListSort, SearchQuery } from '../api/priceTypes';

/** The sort a list opens with: biggest real drop first. */
export const DEFAULT_LIST_SORT: ListSort = 'drop';

/** Every sort, in the order the page offers them. */
export const LIST_SORTS: readonly ListSort[] = ['drop', 'price', 'popular'];

/** What a category or catalogue list shows: scope, filters, order and page. */
export interface ListQuery {
  /** Category slug; absent for the whole catalogue. */
  readonly slug?: string;
  /** The order. */
  readonly sort: ListSort;
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

function isListSort(value: string | null): value is ListSort {
  return LIST_SORTS.some((sort) => sort === value);
}

/** Reads a list query from the address (`?sort=&page=&site=&min=&max=&lowest=1`, prices in 元); bad values fall back to defaults. */
export function parseListQuery(search: URLSearchParams, slug?: string): ListQuery {
  const sort = search.get('sort');
  const page = search.get('page');
  const site = Number(search.get('site'));
  return {
    slug,
    sort: isListSort(sort) ? sort : DEFAULT_LIST_SORT,
    page: page && PAGE.test(page) ? Number(page) : 1,
    siteId: siteById(site) ? site : undefined,
    minPrice: yuanToFen(search.get('min')),
    maxPrice: yuanToFen(search.get('max')),
    isLowestOnly: search.get('lowest') === '1',
  };
}

/** Writes a list query back to address parameters, leaving defaults out. */
export function listSearchParams(query: ListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.sort !== DEFAULT_LIST_SORT) search.set('sort', query.sort);
  if (query.siteId !== undefined) search.set('site', String(query.siteId));
  if (query.minPrice !== undefined) search.set('min', fenToYuan(query.minPrice));
  if (query.maxPrice !== undefined) search.set('max', fenToYuan(query.maxPrice));
  if (query.isLowestOnly) search.set('lowest', '1');
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}

/** The price API's search query for a list query. */
export function toSearchQuery(query: ListQuery): SearchQuery {
  return {
    class: query.slug,
    page: query.page,
    sort: query.sort,
    siteId: query.siteId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    isLowestOnly: query.isLowestOnly || undefined,
  };
}
