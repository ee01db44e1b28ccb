import { FocusTrap } from 'focus-trap-react';
import {
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './CloseIcon';
import {
  StyledBody,
  StyledClose,
  StyledHeader,
  StyledOverlay,
  StyledPanel,
  StyledTitle,
} from './Dialog.styles';
import { useBodyScrollLock } from './useBodyScrollLock';

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the shopper asks to close: close button, Escape, or a click on the mask. */
  onClose: () => void;
  /** Visible heading; it also names the dialog. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title`. */
  label?: string;
  /** Whether a click on the dimmed mask closes the dialog (default true). */
  canCloseOnMask?: boolean;
  /** Element it is rendered into (default `document.body`); another (positioned) element gets a dialog covering only that box, and the page scroll stays unlocked. */
  container?: HTMLElement | null;
  /** Element to focus on opening; by default the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The dialog's content. */
  children?: ReactNode;
}

/** A modal dialog over a dimmed mask: focus stays inside and returns to the opener on close. */
export function Dialog({
  isOpen,
  onClose,
  title,
  label,
  canCloseOnMask = true,
  container,
  initialFocusRef,
  children,
  ...rest
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const isPressOnMask = useRef(false);
  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  const isPageWide = target !== null && target === target.ownerDocument.body;
  useBodyScrollLock(isOpen && isPageWide);
  if (!isOpen || !target) return null;

  const handleMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    isPressOnMask.current = event.target === event.currentTarget;
  };
  // Both press and release must land on the mask: a text selection dragged out of the
  // panel must not close the dialog.
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const isOnMask = isPressOnMask.current && event.target === event.currentTarget;
    isPressOnMask.current = false;
    if (isOnMask && canCloseOnMask) onClose();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Escape while composing Chinese text cancels the composition, not the dialog.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing || event.defaultPrevented) return;
    // A dialog opened from inside this one closes alone.
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <FocusTrap
      focusTrapOptions={{
        initialFocus: () => initialFocusRef?.current ?? undefined,
        fallbackFocus: () => panelRef.current ?? target,
        escapeDeactivates: false,
        allowOutsideClick: true,
      }}
    >
      <StyledOverlay
        data-scope={isPageWide ? 'page' : 'container'}
        tabIndex={-1}
        onMouseDown={handleMouseDown}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
      >
        <StyledPanel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          tabIndex={-1}
          {...rest}
        >
          <StyledHeader>
            {title && <StyledTitle id={titleId}>{title}</StyledTitle>}
            <StyledClose type="button" aria-label="关闭" onClick={onClose}>
              <CloseIcon />
            </StyledClose>
          </StyledHeader>
          <StyledBody>{children}</StyledBody>
        </StyledPanel>
      </StyledOverlay>
    </FocusTrap>,
    target,
  );
}
