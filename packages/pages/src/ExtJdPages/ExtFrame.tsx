import type { ReactNode } from 'react';
import { FramedLinkProvider } from '../providers/FramedLinkProvider';
import { StyledFrame } from './ExtJdPages.styles';
import { useEscapeClosesFrame } from './useEscapeClosesFrame';

/** Props of {@link ExtFrame}. */
export interface ExtFrameProps {
  /** The framed page's content. */
  children: ReactNode;
}

/**
 * The box of a page the extension shows in a store's page: compact, its links open new tabs, and
 * Esc inside asks the store page to close the frame.
 */
export function ExtFrame({ children }: ExtFrameProps) {
  useEscapeClosesFrame();
  return (
    <FramedLinkProvider>
      <StyledFrame>{children}</StyledFrame>
    </FramedLinkProvider>
  );
}
