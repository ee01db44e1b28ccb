import { loadLazyServiceModules } from '@pricetrail/services/testing';
import { loadProductData } from '../common/productDataLoader';
import { loadWatchParts } from '../watch/LazyCardWatch';

/**
 * The stories' loader: fetches every part the pages load lazily before a story renders. A story's
 * play then waits on what the page does, not on the dev server compiling a chunk, which on a
 * loaded machine takes longer than Testing Library's one-second wait. The lazy loading itself is
 * what the e2e journeys and `pnpm bench:size` cover.
 */
export async function loadLazyParts(): Promise<void> {
  await Promise.all([
    loadWatchParts(),
    loadProductData(),
    import('../tracking/trackingParts'),
    import('../ProductReviews/ProductReviews'),
    import('../common/emptyStateModule'),
    loadLazyServiceModules(),
  ]);
}
