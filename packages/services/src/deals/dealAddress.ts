import { siteById } from '@pricetrail/core';
import type { DealQuery, DealSort, DealView } from './dealTypes';

/** Every order, in the order the page offers them. */
export const DEAL_SORTS: readonly DealSort[] = ['drop', 'amount', 'price', 'newest'];

/** The smallest-drop choices the page offers (percent). */
export const DEAL_MIN_DROPS: readonly number[] = [20, 30, 50];

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
const PAGE = /^[1-9]\d{0,2}$/;

function yuanToFen(text: string | null): number | undefined {
  if (!text || !PRICE.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

function fenToYuan(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2);
}

function isDealSort(value: string | null): value is DealSort {
  return DEAL_SORTS.some((sort) => sort === value);
}

/**
 * Reads a deals query from the address (`?view=fake&sort=&page=&site=&drop=&min=&max=&lowest=1`,
 * prices in 元); bad values fall back to defaults.
 */
export function parseDealAddress(search: URLSearchParams, slug?: string): DealQuery {
  const sort = search.get('sort');
  const page = search.get('page');
  const site = Number(search.get('site'));
  const drop = Number(search.get('drop'));
  const view: DealView = search.get('view') === 'fake' ? 'fake' : 'deals';
  return {
    view,
    sort: isDealSort(sort) ? sort : 'drop',
    page: page && PAGE.test(page) ? Number(page) : 1,
    class: slug,
    siteId: siteById(site) ? site : undefined,
    minDrop: DEAL_MIN_DROPS.includes(drop) ? drop : undefined,
    minPrice: yuanToFen(search.get('min')),
    maxPrice: yuanToFen(search.get('max')),
    isLowestOnly: search.get('lowest') === '1',
  };
}

/** Writes a deals query back to address parameters, leaving defaults (and the class) out. */
export function dealAddress(query: DealQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.view === 'fake') search.set('view', 'fake');
  if (query.sort !== 'drop') search.set('sort', query.sort);
  if (query.siteId !== undefined) search.set('site', String(query.siteId));
  if (query.minDrop !== undefined) search.set('drop', String(query.minDrop));
  if (query.minPrice !== undefined) search.set('min', fenToYuan(query.minPrice));
  if (query.maxPrice !== undefined) search.set('max', fenToYuan(query.maxPrice));
  if (query.isLowestOnly) search.set('lowest', '1');
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
