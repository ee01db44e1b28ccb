import { lazyPart } from '../common/lazyPart';

// One chunk for every tracking part, loaded on the first render of either.
const parts = () => import('./trackingParts');

/** The live status of a queued link; its code and store load on first use. */
export const TrackingPanel = lazyPart('trackingPanel', parts, (module) => module.TrackingPanelHost);

/** The product page's freshness line or queued-link panel; its code loads on first use. */
export const HistoryTracking = lazyPart(
  'historyTracking',
  parts,
  (module) => module.HistoryTracking,
);
