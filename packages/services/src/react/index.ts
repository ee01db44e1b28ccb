export { RootStoreProvider, useRootStore } from './RootStoreContext';
export type { RootStoreProviderProps } from './RootStoreContext';
