import { loadAnalytics } from '@pricetrail/services';

/** How long after the load event the tracking code is fetched, so it never competes with the page. */
export const BACKGROUND_START_DELAY_MS = 5000;

/** Adds the analytics snippet to the head when configured, and starts browser-only visitor tracking after load. */
export function startBackgroundWork(target: Window): void {
  const siteId = import.meta.env.VITE_ANALYTICS_SITE_ID as string | undefined;
  const stunServer = import.meta.env.VITE_STUN_SERVER as string | undefined;
  loadAnalytics({ siteId, document: target.document });
  const start = () =>
    void import('./background').then(({ startTracking }) => {
      startTracking(target, stunServer || undefined);
    });
  const whenIdle = () =>
    typeof target.requestIdleCallback === 'function'
      ? target.requestIdleCallback(start, { timeout: 3000 })
      : target.setTimeout(start, 500);
  const later = () => target.setTimeout(whenIdle, BACKGROUND_START_DELAY_MS);
  if (target.document.readyState === 'complete') later();
  else target.addEventListener('load', later, { once: true });
}
