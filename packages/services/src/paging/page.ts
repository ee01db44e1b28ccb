/** Where a page stands in its list. */
export interface Paging {
  /** This page's number, from 1. */
  readonly page: number;
  /** Items per page. */
  readonly pageSize: number;
  /** Items in the whole list. */
  readonly total: number;
}

/** One page of a list, as every API client answers it whatever its wire shape. */
export interface Page<T> extends Paging {
  /** This page's items. */
  readonly items: readonly T[];
}

/** The items of page `page` of a whole list (fakes answering from samples). */
export function pageItemsOf<T>(all: readonly T[], page: number, pageSize: number): T[] {
  return all.slice((page - 1) * pageSize, page * pageSize);
}

/** Page `page` of a whole list (fakes answering from samples). */
export function pageOf<T>(all: readonly T[], page: number, pageSize: number): Page<T> {
  return { items: pageItemsOf(all, page, pageSize), total: all.length, page, pageSize };
}
