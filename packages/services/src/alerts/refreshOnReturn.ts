/** How old the unread count may be when the shopper comes back to the tab. */
export const UNREAD_MAX_AGE_MS = 60_000;

/** The window as {@link refreshUnreadOnReturn} uses it. */
export interface ReturnEvents {
  /** Where `focus` fires (the window). */
  readonly window: Pick<Window, 'addEventListener'>;
  /** Where `visibilitychange` fires, and whether the page shows. */
  readonly document: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/**
 * Reads the unread count again when the shopper comes back to the tab (it regains focus or
 * becomes visible), at most once a minute; no timer runs. Stops when `signal` aborts.
 */
export function refreshUnreadOnReturn(
  unread: { refresh(maxAgeMs: number): Promise<unknown> },
  { window, document }: ReturnEvents,
  signal: AbortSignal,
): void {
  const refresh = () => {
    if (document.visibilityState === 'visible') void unread.refresh(UNREAD_MAX_AGE_MS);
  };
  window.addEventListener('focus', refresh, { signal });
  document.addEventListener('visibilitychange', refresh, { signal });
}
