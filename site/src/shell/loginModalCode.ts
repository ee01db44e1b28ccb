import { loadOnce, preload } from '@pricetrail/services';

/** The login modal's code (view, sign-in stores, focus trap), fetched once. */
export const loadLoginModal = loadOnce(() => import('./LoginModalScreen'));

/** Starts fetching the modal's code ahead of a likely click (hover, focus, idle). */
export function preloadLoginModal(): void {
  preload(loadLoginModal);
}

/** Calls `work` once the page has loaded and the browser is idle; returns a cancel. */
export function whenLoadedAndIdle(target: Window, work: () => void): () => void {
  let idle: number | undefined;
  let timer: number | undefined;
  const scheduleIdle = () => {
    if (typeof target.requestIdleCallback === 'function') {
      idle = target.requestIdleCallback(work, { timeout: 5000 });
    } else {
      timer = target.setTimeout(work, 1000);
    }
  };
  if (target.document.readyState === 'complete') scheduleIdle();
  else target.addEventListener('load', scheduleIdle, { once: true });
  return () => {
    target.removeEventListener('load', scheduleIdle);
    if (idle !== undefined) target.cancelIdleCallback(idle);
    if (timer !== undefined) target.clearTimeout(timer);
  };
}
