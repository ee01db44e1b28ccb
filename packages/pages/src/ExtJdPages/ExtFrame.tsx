import type { ReactNode } from 'react';
import { FramedLinkProvider } from '../providers/FramedLinkProvider';
import { StyledFrame } from './ExtJdPages.styles';

/** Props of {@link ExtFrame}. */
export interface ExtFrameProps {
  /** The framed page's content. */
  children: ReactNode;
}

/** The box of a page the extension shows in a store's page: compact, its links open new tabs. */
export function ExtFrame({ children }: ExtFrameProps) {
  return (
    <FramedLinkProvider>
      <StyledFrame>{children}</StyledFrame>
    </FramedLinkProvider>
  );
}
