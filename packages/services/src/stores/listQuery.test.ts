import { describe, expect, it } from 'vitest';
import { listSearchParams, parseListQuery, toSearchQuery } from './listQuery';

describe('parseListQuery', () => {
  it('reads filters with prices in 元 as fen', () => {
    const query = parseListQuery(
      new URLSearchParams('sort=price&page=3&site=83&min=99.9&max=2000&lowest=1&stock=1'),
      'digital',
    );
    expect(query).toEqual({
      slug: 'digital',
      sort: 'price',
      page: 3,
      siteId: 83,
      minPrice: 9_990,
      maxPrice: 200_000,
      isLowestOnly: true,
      isInStockOnly: true,
    });
  });

  it('falls back to defaults for values it does not accept', () => {
    const query = parseListQuery(
      new URLSearchParams('sort=random&page=0&site=99999&min=-1&max=1e9&lowest=yes&stock=2'),
    );
    expect(query).toEqual({
      slug: undefined,
      sort: 'drop',
      page: 1,
      siteId: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      isLowestOnly: false,
      isInStockOnly: false,
    });
  });
});

describe('listSearchParams', () => {
  it('writes back what it reads, leaving defaults out', () => {
    const text = 'sort=popular&site=3&min=99.9&max=2000&lowest=1&stock=1&page=2';
    expect(listSearchParams(parseListQuery(new URLSearchParams(text))).toString()).toBe(
      'sort=popular&site=3&min=99.90&max=2000&lowest=1&stock=1&page=2',
    );
    expect(
      listSearchParams(parseListQuery(new URLSearchParams('sort=drop&page=1'))).toString(),
    ).toBe('');
  });
});

describe('toSearchQuery', () => {
  it('asks the search for 仅看有货 only when it is on', () => {
    const on = parseListQuery(new URLSearchParams('stock=1'));
    expect(toSearchQuery(on).isInStockOnly).toBe(true);
    expect(toSearchQuery(parseListQuery(new URLSearchParams(''))).isInStockOnly).toBeUndefined();
  });
});

describe('keywords', () => {
  it('reads them tidied, keeps them in the address and sends them to the search', () => {
    const query = parseListQuery(new URLSearchParams('q=%20空气炸锅%20%205升%20&sort=price'));
    expect(query.q).toBe('空气炸锅 5升');
    const written = listSearchParams(query);
    expect([...written.entries()]).toEqual([
      ['q', '空气炸锅 5升'],
      ['sort', 'price'],
    ]);
    expect(toSearchQuery(query).q).toBe('空气炸锅 5升');
  });

  it('leaves out keywords of spaces only', () => {
    expect(parseListQuery(new URLSearchParams('q=%20%20')).q).toBeUndefined();
  });
});
