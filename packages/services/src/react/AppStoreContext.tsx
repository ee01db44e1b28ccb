import { createContext, useContext, type ReactNode } from 'react';
import type { AppStore } from '../stores/AppStore';

const AppStoreContext = createContext<AppStore | undefined>(undefined);

/** Props of `AppStoreProvider`. */
export interface AppStoreProviderProps {
  /** The site's store; one per app or story. */
  store: AppStore;
  /** The subtree. */
  children?: ReactNode;
}

/** Makes the site's store available to `useAppStore` below it. */
export function AppStoreProvider({ store, children }: AppStoreProviderProps) {
  return <AppStoreContext.Provider value={store}>{children}</AppStoreContext.Provider>;
}

/** The site's store of the nearest `AppStoreProvider`; throws when there is none. */
export function useAppStore(): AppStore {
  const store = useContext(AppStoreContext);
  if (!store) throw new Error('useAppStore() needs an <AppStoreProvider> above this component');
  return store;
}
