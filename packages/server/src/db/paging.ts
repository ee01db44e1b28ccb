/** A 1-based page number and a page size. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** One page of a list, with how many items the whole list holds. */
export interface Page<T> extends Paging {
  items: T[];
  total: number;
}

/** How many items come before the page. */
export function offsetOf({ page, pageSize }: Paging): number {
  return (page - 1) * pageSize;
}
