import { useState } from 'react';
import type { RootStore } from '../root/RootStore';
import type { ViewKey, ViewKind } from '../root/ViewStores';
import { useRootStore } from './RootStoreContext';

/**
 * The view store of `kind` for `key` from the root: the one the route's loader filled before the
 * page rendered (on the server and in the browser alike), or a new one the page loads itself.
 */
export function useView<S, K extends ViewKey>(kind: ViewKind<S, K, RootStore>, key: K): S {
  return useRootStore().views.of(kind, key);
}

/** A view store of `kind` the root builds for this component alone, kept while it is mounted. */
export function useFreshView<S, K>(kind: ViewKind<S, K, RootStore>, key: K): S {
  const root = useRootStore();
  const [store] = useState(() => root.views.fresh(kind, key));
  return store;
}
