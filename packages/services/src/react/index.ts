export { RootStoreProvider, useRootStore } from './RootStoreContext';
export type { RootStoreProviderProps } from './RootStoreContext';
export { useAsyncData } from './useAsyncData';
export type { AsyncDataResult, UseAsyncDataOptions } from './useAsyncData';
export { AppStoreProvider, useAppStore } from './AppStoreContext';
export type { AppStoreProviderProps } from './AppStoreContext';
