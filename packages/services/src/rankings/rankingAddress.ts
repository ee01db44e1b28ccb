import type { RankingList, RankingQuery } from './rankingTypes';

/** Every list, in the order the page offers them. */
export const RANKING_LISTS: readonly RankingList[] = ['drop', 'hot', 'watched', 'sales'];

function isRankingList(value: string | null): value is RankingList {
  return RANKING_LISTS.some((list) => list === value);
}

/**
 * Reads a ranking from the address (`?list=hot&class=digital`); an unknown list falls back to
 * 降价榜, and a category is taken as written (the page names one the catalogue lacks).
 */
export function parseRankingAddress(search: URLSearchParams): RankingQuery {
  const list = search.get('list');
  const slug = search.get('class');
  return {
    list: isRankingList(list) ? list : 'drop',
    class: slug || undefined,
  };
}

/** Writes a ranking back to address parameters, leaving the defaults out. */
export function rankingAddress(query: RankingQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.list !== 'drop') search.set('list', query.list);
  if (query.class) search.set('class', query.class);
  return search;
}
