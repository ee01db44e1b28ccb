import type { HistoryStore, LinkLookupStore } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import type { ProductRequest } from '../common/useProductParam';
import { paths } from '../paths';
import { ProductFreshness } from './ProductFreshness';
import { TrackingPanelHost } from './TrackingPanelHost';

/** Props of {@link HistoryTracking}. */
export interface HistoryTrackingProps {
  /** The page's product. */
  store: HistoryStore;
  /** The page's 查询其他商品 box. */
  lookup: LinkLookupStore;
  /** What the page was asked for. */
  request: ProductRequest;
}

function requested(request: ProductRequest): string | undefined {
  if (request.kind === 'dpId') return request.dpId;
  return request.kind === 'url' ? request.url : undefined;
}

/**
 * The product page's tracking parts: the price-freshness line of a product it shows, or the live
 * panel of a link we did not hold (the page's own, or one just pasted in its search box).
 */
export const HistoryTracking = observer(function HistoryTracking({
  store,
  lookup,
  request,
}: HistoryTrackingProps) {
  const root = useRootStore();
  const untracked =
    store.status === 'error' && store.isUntracked
      ? (store.untrackedDpId ?? requested(request))
      : undefined;
  const target = lookup.queuedDpId ?? untracked;

  // A queued link got its first price: this page's own product reloads in place, another opens.
  function showProduct(dpId: string) {
    lookup.clearError();
    if (dpId === store.dpId) void store.load(dpId);
    else root.navigateTo(paths.history(dpId));
  }

  if (target) return <TrackingPanelHost key={target} target={target} onReady={showProduct} />;
  if (store.status === 'ready' && store.freshness) {
    return <ProductFreshness freshness={store.freshness} />;
  }
  return null;
});
