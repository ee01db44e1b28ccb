import { useEffect, useState, useSyncExternalStore, type DependencyList } from 'react';
import { AsyncData, type AsyncLoader, type AsyncState } from '../async/AsyncData';

/** What `useAsyncData` returns. */
export interface AsyncDataResult<T> extends AsyncState<T> {
  /** Loads again, keeping the current data until the answer arrives. */
  readonly reload: () => Promise<void>;
}

/** Options of `useAsyncData`. */
export interface UseAsyncDataOptions {
  /** Milliseconds before `isPendingVisible` turns on; 200 by default (spec §9). */
  readonly delay?: number;
}

/** Runs `loader` whenever `deps` change; a newer load wins and an unmounted one is cancelled. */
export function useAsyncData<T>(
  loader: AsyncLoader<T>,
  deps: DependencyList,
  options: UseAsyncDataOptions = {},
): AsyncDataResult<T> {
  const [store] = useState(() => new AsyncData<T>(loader, { delay: options.delay }));
  const state = useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.state,
    () => store.state,
  );
  useEffect(() => {
    void store.load(loader);
    return () => store.cancel();
    // The caller's deps decide when to load again, as with useEffect; the loader of that render runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ...state, reload: store.reload };
}
