import { Dialog } from '../Dialog';
import { LOGIN_TITLE } from './loginConstants';
import { useLoginBox, type LoginBoxProps } from './useLoginBox';

/** Props of {@link LoginModal}. */
export interface LoginModalProps extends LoginBoxProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the shopper closes it (close button, Escape, or the mask). */
  onClose: () => void;
  /** Element the modal is rendered into (default `document.body`). */
  container?: HTMLElement | null;
}

/** Behaviour.md §2 login modal over a dimmed mask; focus starts in the selected tab's first field. */
export function LoginModal({ isOpen, onClose, container, ...box }: LoginModalProps) {
  const { content, initialFocusRef } = useLoginBox(box);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={LOGIN_TITLE}
      container={container}
      initialFocusRef={initialFocusRef}
    >
      {content}
    </Dialog>
  );
}
