/** Wraps a dynamic import so its chunk is fetched once however often it is asked for; a failed fetch is retried next time. */
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
