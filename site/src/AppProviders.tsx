import type { RootStore } from '@pricetrail/services';
import { RootStoreProvider } from '@pricetrail/services/react';
import { ThemeRoot } from '@pricetrail/ui';
import type { ReactNode } from 'react';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The site's root store. */
  store: RootStore;
  /** The routed app. */
  children: ReactNode;
}

/** Every provider the site needs: the theme and the root store (Storybook's decorators give both). */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ThemeRoot>
      <RootStoreProvider store={store}>{children}</RootStoreProvider>
    </ThemeRoot>
  );
}
