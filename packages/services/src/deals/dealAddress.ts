import { readListAddress, writeListAddress } from '../stores/listAddress';
import type { DealQuery, DealSort, DealView } from './dealTypes';

/** Every order, in the order the page offers them. */
export const DEAL_SORTS: readonly DealSort[] = ['drop', 'amount', 'price', 'newest'];

/** The smallest-drop choices the page offers (percent). */
export const DEAL_MIN_DROPS: readonly number[] = [20, 30, 50];

function isDealSort(value: string | null): value is DealSort {
  return DEAL_SORTS.some((sort) => sort === value);
}

/**
 * Reads a deals query from the address (`?view=fake&sort=&drop=&site=&min=&max=&lowest=1&page=`,
 * prices in 元); bad values fall back to defaults.
 */
export function parseDealAddress(search: URLSearchParams, slug?: string): DealQuery {
  const sort = search.get('sort');
  const drop = Number(search.get('drop'));
  const view: DealView = search.get('view') === 'fake' ? 'fake' : 'deals';
  return {
    view,
    sort: isDealSort(sort) ? sort : 'drop',
    class: slug,
    minDrop: DEAL_MIN_DROPS.includes(drop) ? drop : undefined,
    ...readListAddress(search),
  };
}

/** Writes a deals query back to address parameters, leaving defaults (and the class) out. */
export function dealAddress(query: DealQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.view === 'fake') search.set('view', 'fake');
  if (query.sort !== 'drop') search.set('sort', query.sort);
  if (query.minDrop !== undefined) search.set('drop', String(query.minDrop));
  return writeListAddress(search, query);
}
