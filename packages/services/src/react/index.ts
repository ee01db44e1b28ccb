export { RootStoreProvider, useRootStore } from './RootStoreContext';
export type { RootStoreProviderProps } from './RootStoreContext';
export { useFreshView, useView } from './useView';
