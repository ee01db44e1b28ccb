/**
 * Wraps a dynamic import (or any one-time load) so it runs once however often it is asked for; a
 * failed load is tried again next time, so a dropped chunk request does not break the page for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Starts a fetch ahead of need (hover, focus, idle); a failure is left to the real use to report. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
