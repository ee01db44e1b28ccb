import { SERVICE_WORKER_URL } from '@pricetrail/services';
import type { BackgroundFeature } from '../startBackgroundWork';
import { whenLoadedAndIdle } from '../whenLoadedAndIdle';

/**
 * Registers the service worker that keeps offline copies of the pages and the watch list this
 * device opens, once the page has loaded and the browser is idle. `enabled` is false under
 * `pnpm dev`, whose unhashed modules a kept copy would pin.
 */
export function offlineCopiesFeature(target: Window, enabled: boolean): BackgroundFeature {
  return {
    init(signal) {
      const container = target.navigator.serviceWorker;
      if (!enabled || !container) return;
      const register = () =>
        // A browser that refuses (private modes, policy) simply keeps no copies.
        void container.register(SERVICE_WORKER_URL).catch(() => undefined);
      const cancel = whenLoadedAndIdle(target, register, { idleTimeoutMs: 5000, fallbackMs: 1000 });
      signal.addEventListener('abort', cancel, { once: true });
    },
  };
}
