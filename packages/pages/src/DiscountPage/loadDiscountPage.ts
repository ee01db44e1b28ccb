import {
  dealPostLinksView,
  dealsView,
  parseDealAddress,
  type DealsStore,
  type RootStore,
} from '@pricetrail/services';
import type { PageLoad } from '../common/pageLoad';

/** The one key of the deals page's stores: another query reuses them, keeping the last page shown. */
export const DEALS = 'deals';

/** The dp ids of the real deals shown, whose 好价 posts the cards link; none under 假降价. */
export function dealPostSubjects(store: DealsStore): readonly string[] | undefined {
  if (store.query?.view !== 'deals' || !store.result) return undefined;
  return store.result.items.map((item) => item.product.dpId);
}

/**
 * What `/home/discount` and `/home/discount/:class` load before they render: the categories, the
 * page of deals (or 假降价) the address asks for, and which of those deals have a 好价 post. A
 * category the catalogue does not have is missing.
 */
export async function loadDiscountPage(
  root: RootStore,
  slug: string | undefined,
  search: URLSearchParams,
): Promise<PageLoad> {
  const store = root.views.of(dealsView, DEALS);
  await store.ensureLoaded(parseDealAddress(search, slug));
  const subjects = store.status === 'ready' ? dealPostSubjects(store) : undefined;
  if (subjects) await root.views.of(dealPostLinksView, DEALS).ensureLoaded(subjects);
  return { isMissing: store.isUnknownCategory };
}
