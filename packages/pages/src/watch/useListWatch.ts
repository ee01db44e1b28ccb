import type { ListWatchStore } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { useEffect, useRef, useState } from 'react';
import { loadWatchParts } from './LazyCardWatch';

/**
 * A list page's `ListWatchStore`, built when the list first shows products and the store's code
 * has arrived (null until then). It asks which of the shown products are saved (again only for
 * new ones, as pages change), and once signed in it finishes a 收藏 remembered before the sign-in
 * when that product is among `dpIds`.
 */
export function useListWatch(dpIds: readonly string[]): ListWatchStore | null {
  const root = useRootStore();
  const [store, setStore] = useState<ListWatchStore | null>(null);
  const isSignedIn = root.login.isSignedIn;
  const shown = dpIds.join(' ');
  const hasProducts = shown !== '';
  const shownNow = useRef(shown);
  shownNow.current = shown;

  useEffect(() => {
    if (!hasProducts || store) return;
    let isCurrent = true;
    void loadWatchParts().then(({ listWatchView }) => {
      if (!isCurrent) return;
      const created = root.views.fresh(listWatchView, 'list');
      // Asked before the first render with the store, so no card offers 收藏 before it knows.
      void created.load(shownNow.current.split(' '));
      setStore(created);
    });
    return () => {
      isCurrent = false;
    };
  }, [root, hasProducts, store]);

  useEffect(() => {
    if (store && shown) void store.load(shown.split(' '));
  }, [store, isSignedIn, shown]);

  useEffect(() => {
    if (store && isSignedIn && shown) void store.resume(shown.split(' '));
  }, [store, isSignedIn, shown]);

  return store;
}
