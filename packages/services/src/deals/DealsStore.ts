import type { PricesApiClient } from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { ListPageStore } from '../stores/ListPageStore';
import type { DealPage, DealQuery, DealsApiClient } from './dealTypes';

/** The error line of a deals list that failed to load. */
export const MSG_DEALS_FAILED = '好价列表加载失败，请稍后重试';

/** The deals screen: today's deals or fake cuts, filters, order and one page. */
export type DealsStore = ListPageStore<DealQuery, DealPage>;

/** The deals list, with the categories of the price API. */
export function createDealsStore(api: DealsApiClient, prices: PricesApiClient): DealsStore {
  return new ListPageStore({
    categories: () => prices.categories(),
    page: (query) => api.list(query),
    slugOf: (query) => query.class,
    failedMessage: MSG_DEALS_FAILED,
    // Fake cuts and real deals are different lists: neither stays on screen under the other's tab.
    isOtherList: (previous, next) => previous?.view !== next.view,
  });
}

/** The deals page's store (`/home/discount`, `/home/discount/:class`): one, kept across its queries. */
export const dealsView = viewKind('deals', (root: RootStore) =>
  createDealsStore(root.deals, root.prices),
);
