import { useMemo, useSyncExternalStore } from 'react';

/** A blob URL for `file` that exists only while a component is subscribed to it. */
function objectUrlStore(file: Blob) {
  let url: string | undefined;
  return {
    subscribe(notify: () => void) {
      url = URL.createObjectURL(file);
      notify();
      return () => {
        if (url) URL.revokeObjectURL(url);
        url = undefined;
      };
    },
    getSnapshot: () => url,
  };
}

const noUrl = () => undefined;

/**
 * A preview address for a file, revoked when the component unmounts or the file changes.
 * Creating the URL on subscribe (not during render) keeps it alive across Strict Mode's re-mount.
 */
export function useObjectUrl(file: Blob): string | undefined {
  const store = useMemo(() => objectUrlStore(file), [file]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, noUrl);
}
