import {
  AuthenticationRequiredError,
  NetworkError,
  RefusedError,
  type WatchChanges,
} from '@pricetrail/services';
import { describe, expect, it } from 'vitest';
import type { WatchDoneMessage, WatchMessage } from '../shared/messages';
import { MSG_UNREACHABLE, MSG_WATCH_ADDED, MSG_WATCH_SIGN_IN } from '../shared/text';
import { memoryArea } from '../testing/memoryArea';
import { SAMPLE_PAGE_URL } from '../testing/sampleReading';
import { STORAGE_KEYS } from './settings';
import {
  PENDING_WATCH_KEY,
  PENDING_WATCH_TTL_MS,
  completePendingWatch,
  watchProduct,
  type WatchDeps,
} from './watchList';

const NOW = Date.UTC(2026, 10, 27, 6, 0, 0);
const ORIGIN = 'https://prices.example.com';
const TAB = 7;
const MESSAGE: WatchMessage = {
  type: 'watch',
  dpId: '100008348542-3',
  url: SAMPLE_PAGE_URL,
  targetPrice: 479_899,
};

/** A watch list that is signed in when `isSignedIn()`, answering `refuse()` when it says so. */
function setup(server: { isSignedIn: () => boolean; refuse?: () => Error | null }) {
  const storage = memoryArea({ [STORAGE_KEYS.serverOrigin]: ORIGIN });
  const added: { origin: string; dpId: string; changes: WatchChanges | undefined }[] = [];
  const tabs: string[] = [];
  const told: { tabId: number; message: WatchDoneMessage }[] = [];
  let now = NOW;
  const deps: WatchDeps = {
    storage,
    personalApi: (origin) => ({
      addToCollection: (dpId, changes) => {
        const refusal = server.refuse?.();
        if (refusal) return Promise.reject(refusal);
        if (!server.isSignedIn()) {
          return Promise.reject(new AuthenticationRequiredError(401, '请先登录'));
        }
        added.push({ origin, dpId, changes });
        return Promise.resolve({} as never);
      },
    }),
    openTab: (url) => tabs.push(url),
    tellTab: (tabId, message) => told.push({ tabId, message }),
    now: () => now,
  };
  return { deps, storage, added, tabs, told, later: (ms: number) => (now += ms) };
}

describe('watchProduct', () => {
  it('adds the product with its target for a signed-in shopper', async () => {
    const { deps, added, tabs } = setup({ isSignedIn: () => true });
    await expect(watchProduct(deps, MESSAGE, TAB)).resolves.toEqual({
      state: 'added',
      message: MSG_WATCH_ADDED,
    });
    expect(added).toEqual([
      { origin: ORIGIN, dpId: '100008348542-3', changes: { targetPrice: 479_899 } },
    ]);
    expect(tabs).toEqual([]);
  });

  it('signed out, opens the sign-in returning to the history page, adds after it and tells the tab', async () => {
    let isSignedIn = false;
    const { deps, added, tabs, told } = setup({ isSignedIn: () => isSignedIn });
    await expect(watchProduct(deps, MESSAGE, TAB)).resolves.toEqual({
      state: 'signing_in',
      message: MSG_WATCH_SIGN_IN,
    });
    expect(tabs).toEqual([
      `${ORIGIN}/user_login?from=${encodeURIComponent('/trend/100008348542-3.html')}`,
    ]);
    // A page of the site loads before the sign-in is done: the add keeps waiting.
    await completePendingWatch(deps);
    expect(added).toEqual([]);
    expect(told).toEqual([]);
    isSignedIn = true;
    await completePendingWatch(deps);
    await completePendingWatch(deps);
    expect(added).toEqual([
      { origin: ORIGIN, dpId: '100008348542-3', changes: { targetPrice: 479_899 } },
    ]);
    expect(told).toEqual([
      {
        tabId: TAB,
        message: {
          type: 'watch-done',
          dpId: '100008348542-3',
          answer: { state: 'added', message: MSG_WATCH_ADDED },
        },
      },
    ]);
  });

  it('forgets an add whose sign-in was abandoned', async () => {
    let isSignedIn = false;
    const { deps, added, storage, later } = setup({ isSignedIn: () => isSignedIn });
    await watchProduct(deps, MESSAGE, TAB);
    later(PENDING_WATCH_TTL_MS + 1);
    isSignedIn = true;
    await completePendingWatch(deps);
    expect(added).toEqual([]);
    await expect(storage.get(PENDING_WATCH_KEY)).resolves.toBeNull();
  });

  it('says what the server refused with, or that it cannot be reached', async () => {
    let refusal: Error = new RefusedError(-1, '商品不存在');
    const { deps } = setup({ isSignedIn: () => true, refuse: () => refusal });
    await expect(watchProduct(deps, MESSAGE, TAB)).resolves.toEqual({
      state: 'failed',
      message: '商品不存在',
    });
    refusal = new NetworkError('refused');
    await expect(watchProduct(deps, MESSAGE, TAB)).resolves.toEqual({
      state: 'failed',
      message: MSG_UNREACHABLE,
    });
  });
});
