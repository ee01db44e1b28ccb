import type { AppStore } from '@pricetrail/services';
import { PageProviders } from '@pricetrail/pages';
import { ThemeRoot } from '@pricetrail/ui';
import type { ReactNode } from 'react';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The site's store. */
  store: AppStore;
  /** The routed app. */
  children: ReactNode;
}

/** Every provider the site needs: the theme and the page providers Storybook's page decorator uses too. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ThemeRoot>
      <PageProviders store={store}>{children}</PageProviders>
    </ThemeRoot>
  );
}
