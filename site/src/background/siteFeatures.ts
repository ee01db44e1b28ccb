import { startBackgroundWork, type BackgroundFeature } from '../startBackgroundWork';
import { analyticsFeature } from './analytics';
import { offlineCopiesFeature } from './offlineCopies';
import { visitorTrackingFeature } from './visitorTracking';

/** The site's background work: the analytics snippet, offline copies, then visitor tracking (its code loads late). */
export function siteBackgroundFeatures(target: Window): readonly BackgroundFeature[] {
  const siteId = import.meta.env.VITE_ANALYTICS_SITE_ID as string | undefined;
  const stunServer = (import.meta.env.VITE_STUN_SERVER as string | undefined) || undefined;
  return [
    analyticsFeature(target, siteId),
    offlineCopiesFeature(target, import.meta.env.PROD),
    visitorTrackingFeature(target, () =>
      import('./startTracking').then(
        ({ startTracking }) =>
          (page: Window) =>
            startTracking(page, stunServer),
      ),
    ),
  ];
}

/** Starts the site's background work in `target` until `signal` aborts (main.tsx loads this lazily). */
export function startSiteBackgroundWork(target: Window, signal: AbortSignal): void {
  if (!signal.aborted) startBackgroundWork(siteBackgroundFeatures(target), signal);
}
