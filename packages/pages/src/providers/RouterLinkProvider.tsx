import { LinkProvider, type LinkProps } from '@pricetrail/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** A kit link that routes in-app paths through react-router and leaves full addresses alone. */
function RoutedLink({ href, ...rest }: LinkProps) {
  if (EXTERNAL.test(href) || href.startsWith('//')) return <a href={href} {...rest} />;
  return <RouterLink to={href} {...rest} />;
}

/** Props of {@link RouterLinkProvider}. */
export interface RouterLinkProviderProps {
  /** The routed tree. */
  children: ReactNode;
}

/** Makes every kit link below render through react-router; must sit inside a router. */
export function RouterLinkProvider({ children }: RouterLinkProviderProps) {
  return <LinkProvider component={RoutedLink}>{children}</LinkProvider>;
}
