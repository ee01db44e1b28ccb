import type { PricesApiClient, ProductPage } from '../api/priceTypes';
import type { RootStore } from '../root/RootStore';
import { viewKind } from '../root/ViewStores';
import { ListPageStore } from './ListPageStore';
import { toSearchQuery, type ListQuery } from './listQuery';

/** The error line of a list that failed to load. */
export const MSG_LIST_FAILED = '商品列表加载失败，请稍后重试';

/** A category's (or the whole catalogue's) product list: filters, order and one page of results. */
export type CategoryStore = ListPageStore<ListQuery, ProductPage>;

/** A category list reading the price API's search. */
export function createCategoryStore(api: PricesApiClient): CategoryStore {
  return new ListPageStore({
    categories: () => api.categories(),
    page: (query) => api.search(toSearchQuery(query)),
    slugOf: (query) => query.slug,
    failedMessage: MSG_LIST_FAILED,
  });
}

/** The list pages' store (`/crc64/list`, `/home/:class`): one, kept across their queries. */
export const categoryView = viewKind('category', (root: RootStore) =>
  createCategoryStore(root.prices),
);
