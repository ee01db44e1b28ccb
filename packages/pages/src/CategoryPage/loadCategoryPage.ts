import { categoryView, parseListQuery, type RootStore } from '@pricetrail/services';
import type { PageLoad } from '../common/pageLoad';

/** The one key of the list pages' store: a new query reuses it, keeping the last page on screen. */
export const CATEGORY_LIST = 'list';

/**
 * What `/crc64/list` and `/home/:class` load before they render: the categories and the page of
 * products the address asks for (a search sent without JavaScript lands here with `?q=`). A
 * category the catalogue does not have is missing.
 */
export async function loadCategoryPage(
  root: RootStore,
  slug: string | undefined,
  search: URLSearchParams,
): Promise<PageLoad> {
  const store = root.views.of(categoryView, CATEGORY_LIST);
  await store.ensureLoaded(parseListQuery(search, slug));
  return { isMissing: store.isUnknownCategory };
}
