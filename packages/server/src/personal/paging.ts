/** A 1-based page number and a page size. */
export interface Paging {
  pg: number;
  ps: number;
}

/** One page of a list, with how many items the whole list holds. */
export interface Page<T> extends Paging {
  list: T[];
  total: number;
}

/** How many items come before the page. */
export function offsetOf({ pg, ps }: Paging): number {
  return (pg - 1) * ps;
}
