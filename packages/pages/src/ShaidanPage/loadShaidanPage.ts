import { shaidanFeedView, type RootStore } from '@pricetrail/services';

/** The one key of `/shaidan`'s feed store. */
export const SHAIDAN_FEED = 'feed';

/** The feed page an address asks for (`?page=`; 1 unless it names a later one). */
export function feedPageOf(search: URLSearchParams): number {
  return Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
}

/** What `/shaidan` loads before it renders, afresh on each visit: the page of 晒单 `?page=` asks for. */
export async function loadShaidanPage(root: RootStore, search: URLSearchParams): Promise<void> {
  await root.views.of(shaidanFeedView, SHAIDAN_FEED).load(feedPageOf(search));
}
