import { aiAnswerView, type AiAnswerStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/** The answer store of the AI page `page`, disposed (the stream stopped) when the page goes away. */
export function useAiAnswer(page: 'rate' | 'compare'): AiAnswerStore {
  const store = useFreshView(aiAnswerView, page);
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
