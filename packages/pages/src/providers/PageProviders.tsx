import type { AppStore } from '@pricetrail/services';
import { RootStoreProvider } from '@pricetrail/services/react';
import { AppStoreProvider } from '@pricetrail/services/react';
import type { ReactNode } from 'react';

/** Props of {@link PageProviders}. */
export interface PageProvidersProps {
  /** The site's store (real APIs in the site, fakes in stories). */
  store: AppStore;
  /** The pages. */
  children: ReactNode;
}

/** The store providers every page needs; the site and Storybook's page decorator both use it. */
export function PageProviders({ store, children }: PageProvidersProps) {
  return (
    <RootStoreProvider store={store.root}>
      <AppStoreProvider store={store}>{children}</AppStoreProvider>
    </RootStoreProvider>
  );
}
