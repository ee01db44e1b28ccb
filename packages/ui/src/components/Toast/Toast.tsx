import { useEffect, useEffectEvent, useState, type HTMLAttributes, type ReactNode } from 'react';
import { CloseIcon } from '../Dialog/CloseIcon';
import { StyledClose, StyledMessage, StyledToast } from './Toast.styles';
import { ToastIcon, type ToastVariant } from './ToastIcon';

/** How long a toast stays by default (ms). */
export const TOAST_DURATION_MS = 3000;

/** Props of {@link Toast}. */
export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  /** The short message. */
  children: ReactNode;
  /** Kind of message: 'info' (default), 'success' or 'error' (announced at once). */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 3000); 0 keeps it until closed. */
  duration?: number;
  /** Called when the time runs out or the close button is pressed; the caller removes it. */
  onClose: () => void;
  /** Float at the top centre of the viewport instead of sitting in the flow. */
  isFloating?: boolean;
}

/** A short message that closes itself after a while; hovering or focusing it holds it open. */
export function Toast({
  children,
  variant = 'info',
  duration = TOAST_DURATION_MS,
  onClose,
  isFloating = false,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const isPaused = isHovered || isFocused;
  const handleTimeout = useEffectEvent(() => onClose());

  useEffect(() => {
    if (duration <= 0 || isPaused) return;
    const timer = setTimeout(handleTimeout, duration);
    return () => clearTimeout(timer);
  }, [duration, isPaused]);

  return (
    <StyledToast
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      data-floating={isFloating || undefined}
      onMouseEnter={(event) => {
        setIsHovered(true);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        setIsHovered(false);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        setIsFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false);
        onBlur?.(event);
      }}
      {...rest}
    >
      <ToastIcon variant={variant} />
      <StyledMessage>{children}</StyledMessage>
      <StyledClose type="button" aria-label="关闭" onClick={onClose}>
        <CloseIcon />
      </StyledClose>
    </StyledToast>
  );
}
