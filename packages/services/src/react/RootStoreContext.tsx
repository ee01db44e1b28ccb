import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../root/RootStore';

const RootStoreContext = createContext<RootStore | undefined>(undefined);

/** Props of `RootStoreProvider`. */
export interface RootStoreProviderProps {
  /** The root store the subtree reads; one per app, story or test. */
  store: RootStore;
  /** The subtree. */
  children?: ReactNode;
}

/** Makes a root store available to `useRootStore` below it. */
export function RootStoreProvider({ store, children }: RootStoreProviderProps) {
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

/** The root store of the nearest `RootStoreProvider`; throws when there is none. */
export function useRootStore(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) {
    throw new Error(
      'useRootStore() needs a <RootStoreProvider store={createRootStore(…)}> above this component',
    );
  }
  return store;
}
