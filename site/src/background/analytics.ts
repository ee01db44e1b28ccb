import { loadAnalytics } from '@pricetrail/services';
import type { BackgroundFeature } from '../startBackgroundWork';

/** Adds the analytics snippet to the head when a site id is configured; an abort cancels it. */
export function analyticsFeature(target: Window, siteId: string | undefined): BackgroundFeature {
  return {
    init(signal) {
      const cancel = loadAnalytics({ siteId, document: target.document });
      signal.addEventListener('abort', cancel, { once: true });
    },
  };
}
