import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/**
 * Copies text to the clipboard under a key (which field was copied); `copied` names that key
 * for a moment afterwards, so its button can say 已复制.
 */
export function useCopy<K extends string>(): {
  copied: K | null;
  copy: (key: K, text: string) => void;
} {
  const [copied, setCopied] = useState<K | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return {
    copied,
    copy: (key, text) => {
      void navigator.clipboard.writeText(text).then(() => setCopied(key));
    },
  };
}
