import { useState } from 'react';

/** The message for the login error line, and how the modal changes it. */
export interface ShownError {
  /** What the error line shows now, or null. */
  message: string | null;
  /** Shows a message from the modal's own checks. */
  fail: (message: string) => void;
  /** Drops the modal's own message (the shopper typed or sent a valid form). */
  clearLocal: () => void;
  /** Behaviour.md §4: switching tabs hides the error line until the caller gives a new error. */
  hideOnTabSwitch: () => void;
}

/** Combines the caller's `error` with the modal's own validation message. */
export function useShownError(error: string | null | undefined): ShownError {
  const [local, setLocal] = useState<string | null>(null);
  const [hidden, setHidden] = useState<string | null>(null);
  // Once the caller clears its error, the same message may show again later.
  if (!error && hidden !== null) setHidden(null);
  const outer = error && error !== hidden ? error : null;

  return {
    message: local ?? outer,
    fail: setLocal,
    clearLocal: () => setLocal(null),
    hideOnTabSwitch: () => {
      setLocal(null);
      setHidden(error ?? null);
    },
  };
}
