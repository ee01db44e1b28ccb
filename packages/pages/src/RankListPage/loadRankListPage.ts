import { parseRankingAddress, rankingsView, type RootStore } from '@pricetrail/services';
import type { PageLoad } from '../common/pageLoad';

/** The one key of the rankings page's store: another list reuses it. */
export const RANK_LIST = 'rankings';

/**
 * What `/rank_list` loads before it renders: the categories and the list its address asks for
 * (`?list=`, `?class=`). A category the catalogue does not have is missing.
 */
export async function loadRankListPage(
  root: RootStore,
  search: URLSearchParams,
): Promise<PageLoad> {
  const store = root.views.of(rankingsView, RANK_LIST);
  await store.ensureLoaded(parseRankingAddress(search));
  return { isMissing: store.isUnknownCategory };
}
