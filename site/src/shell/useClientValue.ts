import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `read()` once the page is live in the browser; `fallback` on the server and while the browser
 * hydrates the server's HTML, so both render the same first (no hydration mismatch). `read` must
 * answer the same value each time (a string, a boolean).
 */
export function useClientValue<T>(read: () => T, fallback: T): T {
  return useSyncExternalStore(neverChanges, read, () => fallback);
}
