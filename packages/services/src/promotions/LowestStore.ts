import type { RootStore } from '../root/RootStore';
import type { Page } from '../paging/page';
import { viewKind } from '../root/ViewStores';
import { ListPageStore } from '../stores/ListPageStore';
import type { LowestItem, PromotionListQuery, PromotionsApiClient } from './promotionTypes';

/** The error line of a list that failed to load. */
export const MSG_LOWEST_FAILED = '历史低价加载失败，请稍后重试';

/** The historical-low list (`/promotion/lowest`): products at their lowest today, a page at a time. */
export type LowestStore = ListPageStore<PromotionListQuery, Page<LowestItem>>;

/** The historical-low list from the promotions API. */
export function createLowestStore(api: PromotionsApiClient): LowestStore {
  return new ListPageStore({
    page: (query) => api.lowest(query),
    failedMessage: MSG_LOWEST_FAILED,
  });
}

/** The historical-low page's store (`/promotion/lowest`): one, kept across its queries. */
export const lowestView = viewKind('lowest', (root: RootStore) =>
  createLowestStore(root.promotions),
);
