import type { PageDependency } from '@pricetrail/core';
import { historyView, type RootStore } from '@pricetrail/services';
import { productRequestKey, type ProductRequest } from '../common/useProductParam';

/** What the product and history pages loaded, for the server's answer. */
export interface HistoryPageLoad {
  /** The product the page shows (what the server may keep the page by), none when it shows none. */
  readonly dependsOn: readonly PageDependency[];
  /** The page names a product we do not hold (now queued for tracking): not found for crawlers. */
  readonly isMissing: boolean;
}

/**
 * What the product and history pages load before they render: the product with its history and
 * offers, or the product a pasted link names. Failures end in the store's error state.
 */
export async function loadHistoryPage(
  root: RootStore,
  request: ProductRequest,
): Promise<HistoryPageLoad> {
  const store = root.views.of(historyView, productRequestKey(request));
  if (request.kind === 'dpId') await store.ensureLoaded(request.dpId);
  else if (request.kind === 'url' && store.status === 'idle') await store.loadLink(request.url);
  return {
    dependsOn:
      store.status === 'ready' && store.dpId ? [{ kind: 'product', dpId: store.dpId }] : [],
    isMissing: request.kind === 'dpId' && store.status === 'error' && store.isUntracked,
  };
}
