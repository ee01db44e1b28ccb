import { useEffect, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled])';

/** The elements a disclosure works with; the caller creates the refs and attaches them. */
export interface DisclosureRefs {
  /** Holds the trigger and the panel: clicks outside it close. */
  rootRef: RefObject<HTMLElement | null>;
  /** The button that shows the panel: Escape returns focus to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The panel: arrow keys move between its links and buttons. */
  panelRef: RefObject<HTMLElement | null>;
}

/** A show/hide panel's state and the handlers to spread on its root. */
export interface Disclosure {
  /** Whether the panel shows. */
  isOpen: boolean;
  /** Shows or hides the panel. */
  toggle: () => void;
  /** Hides the panel. */
  close: () => void;
  /** Spread on the root: Escape closes, arrows move through the panel, focus leaving closes. */
  rootProps: {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/** Disclosure behaviour shared by the user menu and the phone navigation menu. */
export function useDisclosure({ rootRef, triggerRef, panelRef }: DisclosureRefs): Disclosure {
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen, rootRef]);

  const moveFocus = (step: 1 | -1) => {
    const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
    items[(next + items.length) % items.length]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!isOpen) return;
    const target = event.target;
    if (event.key === 'Escape') {
      // A disclosure inside another (the user menu in the header) closes alone.
      event.stopPropagation();
      setIsOpen(false);
      triggerRef.current?.focus();
    } else if (
      (event.key === 'ArrowDown' || event.key === 'ArrowUp') &&
      target instanceof Node &&
      (target === triggerRef.current || panelRef.current?.contains(target))
    ) {
      event.preventDefault();
      moveFocus(event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    // Focus going nowhere (a click on blank space inside) is not leaving.
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setIsOpen(false);
  };

  return {
    isOpen,
    toggle: () => setIsOpen((open) => !open),
    close: () => setIsOpen(false),
    rootProps: { onKeyDown: handleKeyDown, onBlur: handleBlur },
  };
}
