import { whenLoadedAndIdle } from '../whenLoadedAndIdle';
import type { BackgroundFeature } from '../startBackgroundWork';

/** How long after the load event the tracking code is fetched, so it never competes with the page. */
export const BACKGROUND_START_DELAY_MS = 5000;

/** Starts visitor tracking in a page; returns the function that stops it. */
export type StartTracking = (target: Window) => () => void;

/**
 * Browser-only visitor tracking, started after load, a delay and an idle moment; its code comes
 * from `loadTracking`. An abort cancels whichever step is pending or stops the running tracking.
 */
export function visitorTrackingFeature(
  target: Window,
  loadTracking: () => Promise<StartTracking>,
): BackgroundFeature {
  return {
    init(signal) {
      const onAbort = (cleanup: () => void) =>
        signal.addEventListener('abort', cleanup, { once: true });
      const start = () =>
        void loadTracking().then((startTracking) => {
          if (!signal.aborted) onAbort(startTracking(target));
        });
      onAbort(
        whenLoadedAndIdle(target, start, {
          delayMs: BACKGROUND_START_DELAY_MS,
          idleTimeoutMs: 3000,
          fallbackMs: 500,
        }),
      );
    },
  };
}
