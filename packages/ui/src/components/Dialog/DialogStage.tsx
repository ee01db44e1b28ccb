import { useState, type CSSProperties, type ReactNode } from 'react';
import { StyledStage } from './Dialog.styles';

/** Props of {@link DialogStage}. */
export interface DialogStageProps {
  /** Renders the dialog, given the stage element to portal into. */
  children: (container: HTMLElement) => ReactNode;
  /** Height of the stage in px (default 640). */
  height?: number;
}

/** A framed box that hosts an open dialog in stories and docs, so screenshots include it. */
export function DialogStage({ children, height = 640 }: DialogStageProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const style = { '--dialog-stage-height': `${height}px` } as CSSProperties;
  return (
    <StyledStage ref={setContainer} style={style}>
      {container && children(container)}
    </StyledStage>
  );
}
