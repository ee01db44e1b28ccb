import { historyView, type RootStore } from '@pricetrail/services';
import { productRequestKey, type ProductRequest } from '../common/useProductParam';

/**
 * What the product and history pages load before they render: the product with its history and
 * offers, or the product a pasted link names. Failures end in the store's error state.
 */
export async function loadHistoryPage(root: RootStore, request: ProductRequest): Promise<void> {
  const store = root.views.of(historyView, productRequestKey(request));
  if (request.kind === 'dpId') await store.ensureLoaded(request.dpId);
  else if (request.kind === 'url' && store.status === 'idle') await store.loadLink(request.url);
}
