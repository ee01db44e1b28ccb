import { count } from '../http/wireValues';
import type { Paging } from './page';

/** The paging figures of the spec's `{ list, pg, ps, total }` answers (the personal API). */
export interface WirePaging {
  /** The page's number, from 1. */
  readonly pg?: unknown;
  /** Items per page. */
  readonly ps?: unknown;
  /** Items in the whole list. */
  readonly total?: unknown;
}

/** The client's {@link Paging} of a `pg` / `ps` / `total` answer, read loosely. */
export function pagingFromWire(wire: WirePaging | undefined): Paging {
  return {
    page: Math.max(1, count(wire?.pg)),
    pageSize: count(wire?.ps),
    total: count(wire?.total),
  };
}
