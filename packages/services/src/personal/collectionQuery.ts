import type { CollectionQuery, CollectionSort, CollectionTab } from './personalTypes';

/** Items per page of the collection page (the wire's default; at most 50). */
export const COLLECTION_PAGE_SIZE = 20;

/** The orders the collection page offers, in its order: 降价幅度, 收藏时间, 价格. */
export const COLLECTION_SORTS: readonly CollectionSort[] = ['drop', 'date', 'price'];

/** The order the collection opens with: newest saved first. */
export const DEFAULT_COLLECTION_SORT: CollectionSort = 'date';

const PAGE = /^[1-9]\d{0,2}$/;

function isSort(value: string | null): value is CollectionSort {
  return COLLECTION_SORTS.some((sort) => sort === value);
}

/** Reads the collection's view from the address (`?tab=reduce&sort=drop&group=手机&page=2`); bad values fall back to defaults. */
export function parseCollectionQuery(search: URLSearchParams): CollectionQuery {
  const sort = search.get('sort');
  const page = search.get('page');
  const group = search.get('group')?.trim();
  const tab: CollectionTab = search.get('tab') === 'reduce' ? 'reduce' : 'all';
  return {
    tab,
    sort: isSort(sort) ? sort : DEFAULT_COLLECTION_SORT,
    page: page && PAGE.test(page) ? Number(page) : 1,
    pageSize: COLLECTION_PAGE_SIZE,
    ...(group ? { group } : {}),
  };
}

/** Writes the collection's view back to address parameters, leaving defaults out. */
export function collectionSearchParams(query: CollectionQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.tab !== 'all') search.set('tab', query.tab);
  if (query.sort !== DEFAULT_COLLECTION_SORT) search.set('sort', query.sort);
  if (query.group) search.set('group', query.group);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
