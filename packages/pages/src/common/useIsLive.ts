import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};
const live = () => true;
const notYet = () => false;

/**
 * False on the server and while the browser hydrates the server's HTML, true once the page is
 * live: a part that depends on the visitor (their session cookie) renders the server's way first,
 * so hydration matches.
 */
export function useIsLive(): boolean {
  return useSyncExternalStore(neverChanges, live, notYet);
}
