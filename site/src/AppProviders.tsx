import type { ReactNode } from 'react';
import { ThemeRoot } from '@pricetrail/ui';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  /** The routed app, or a story. */
  children: ReactNode;
}

/** Every provider the site needs; Storybook's page decorator uses the same one. */
export function AppProviders({ children }: AppProvidersProps) {
  return <ThemeRoot>{children}</ThemeRoot>;
}
