import type { KeyValueStorage } from '@pricetrail/services';

/** Remembers nothing: what a page gets when the browser denies it storage. */
const FORGETFUL: KeyValueStorage = { getItem: () => null, setItem() {}, removeItem() {} };

/**
 * The browser's `localStorage` or `sessionStorage`, or one that remembers nothing when the browser
 * denies it: a page framed on a store's page, with third-party storage blocked, must still work.
 */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    return window[name];
  } catch {
    return FORGETFUL;
  }
}
