import { isDpId, parseProductUrl } from '@pricetrail/core';
import { trackingStatusView } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { TrackingPanel } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';

/** Props of {@link TrackingPanelHost}. */
export interface TrackingPanelHostProps {
  /** The dp id of the link being tracked, or the store link itself. */
  target: string;
  /** Called once the product has a price: show its page. */
  onReady: (dpId: string) => void;
}

function dpIdOf(target: string): string | undefined {
  if (isDpId(target)) return target;
  const parsed = parseProductUrl(target);
  return 'dpId' in parsed ? parsed.dpId : undefined;
}

/**
 * The live status of a link the tracker is fetching for the first time, polled by its own
 * `TrackingStatusStore`; renders nothing for a link that was never queued.
 */
export const TrackingPanelHost = observer(function TrackingPanelHost({
  target,
  onReady,
}: TrackingPanelHostProps) {
  const store = useFreshView(trackingStatusView, onReady);
  const dpId = dpIdOf(target);

  useEffect(() => {
    if (!dpId) return undefined;
    store.start(dpId);
    return store.stop;
  }, [store, dpId]);

  if (!dpId || store.isUnknown) return null;
  const status = store.status;
  return (
    <TrackingPanel
      state={status?.status ?? 'queued'}
      reason={status?.reason ?? undefined}
      retryAt={status?.nextAttemptAt ?? undefined}
    />
  );
});
