import { loadOnce, preload } from '@pricetrail/services';

/** The login modal's code (view, sign-in stores, focus trap), fetched once. */
export const loadLoginModal = loadOnce(() => import('./LoginModalScreen'));

/** Starts fetching the modal's code ahead of a likely click (hover, focus, idle). */
export function preloadLoginModal(): void {
  preload(loadLoginModal);
}
