import { describe, expect, it } from 'vitest';
import { pageOf } from './page';
import { pagingFromWire } from './pagingFromWire';

describe('pages', () => {
  it('cuts page n of a whole list, the last one short', () => {
    const all = [1, 2, 3, 4, 5];
    expect(pageOf(all, 2, 2)).toEqual({ items: [3, 4], total: 5, page: 2, pageSize: 2 });
    expect(pageOf(all, 3, 2).items).toEqual([5]);
  });

  it('reads the personal wire paging loosely: digits as text, page 1 at least, missing as 0', () => {
    expect(pagingFromWire({ pg: '3', ps: 20, total: '41' })).toEqual({
      page: 3,
      pageSize: 20,
      total: 41,
    });
    expect(pagingFromWire(undefined)).toEqual({ page: 1, pageSize: 0, total: 0 });
  });
});
