import { Suspense, lazy, type ComponentType } from 'react';

type Parts = typeof import('./trackingParts');

// One wrapper for every part of the chunk: loads it on first render, shows nothing meanwhile.
function lazyPart<P extends object>(pick: (parts: Parts) => ComponentType<P>) {
  const Loaded = lazy(() => import('./trackingParts').then((parts) => ({ default: pick(parts) })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The live status of a queued link; its code and store load on first use. */
export const TrackingPanel = lazyPart((parts) => parts.TrackingPanelHost);

/** The product page's freshness line or queued-link panel; its code loads on first use. */
export const HistoryTracking = lazyPart((parts) => parts.HistoryTracking);
