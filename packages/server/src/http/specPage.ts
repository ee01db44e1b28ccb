import type { Page, Paging } from '../db/paging.js';

/** A page as the spec's personal API answers it: `list`, `pg`, `ps` and `total`, beside its other fields. */
export type SpecPage<P extends Page<unknown>> = Omit<P, 'items' | 'page' | 'pageSize'> & {
  list: P['items'];
  pg: number;
  ps: number;
};

/** The page a request's `pg` (from 1) and `ps` ask for. */
export function pagingOf({ pg, ps }: { pg: number; ps: number }): Paging {
  return { page: pg, pageSize: ps };
}

/** A page in the spec's wire shape; its other fields (counts, groups, balance …) stay as they are. */
export function specPage<P extends Page<unknown>>(page: P): SpecPage<P> {
  const { items, page: pg, pageSize: ps, ...rest } = page;
  return { ...rest, list: items, pg, ps };
}
