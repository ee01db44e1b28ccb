import { LinkProvider, type LinkProps } from '@pricetrail/ui';
import type { ReactNode } from 'react';

// Inside a store's page the frame is small: whatever a link opens gets a tab of its own.
function FramedLink(props: LinkProps) {
  return <a target="_blank" rel="noopener noreferrer" {...props} />;
}

/** Props of {@link FramedLinkProvider}. */
export interface FramedLinkProviderProps {
  /** The framed page. */
  children: ReactNode;
}

/** Makes every kit link below open in a new tab: for pages the extension shows in a frame. */
export function FramedLinkProvider({ children }: FramedLinkProviderProps) {
  return <LinkProvider component={FramedLink}>{children}</LinkProvider>;
}
