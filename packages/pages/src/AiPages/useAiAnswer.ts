import { AiAnswerStore, type AiApiClient } from '@pricetrail/services';
import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/** The page's answer store, disposed (the stream stopped) when the page goes away. */
export function useAiAnswer(api: AiApiClient): AiAnswerStore {
  const [store] = useState(() => new AiAnswerStore(api));
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/** Copies text to the clipboard; `isCopied` is true for a moment afterwards. */
export function useCopy(): { isCopied: boolean; copy: (text: string) => void } {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);
  return {
    isCopied,
    copy: (text) => {
      void navigator.clipboard.writeText(text).then(() => setCopied(true));
    },
  };
}
