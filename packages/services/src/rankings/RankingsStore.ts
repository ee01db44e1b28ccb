import type { PricesApiClient } from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { ListPageStore } from '../stores/ListPageStore';
import type { RankedItem, RankingQuery, RankingsApiClient } from './rankingTypes';

/** The error line of a ranking that failed to load. */
export const MSG_RANKINGS_FAILED = '榜单加载失败，请稍后重试';

/** The rankings screen: one list, overall or of one category. */
export type RankingsStore = ListPageStore<RankingQuery, readonly RankedItem[]>;

/** The rankings, with the categories of the price API. */
export function createRankingsStore(
  api: RankingsApiClient,
  prices: PricesApiClient,
): RankingsStore {
  return new ListPageStore({
    categories: () => prices.categories(),
    page: (query) => api.list(query),
    slugOf: (query) => query.class,
    failedMessage: MSG_RANKINGS_FAILED,
    // Ranks of another list or category mean nothing under this one's title.
    isOtherList: () => true,
  });
}

/** The rankings page's store (`/rank_list`): one, kept across its lists and categories. */
export const rankingsView = viewKind('rankings', (root: RootStore) =>
  createRankingsStore(root.rankings, root.prices),
);
