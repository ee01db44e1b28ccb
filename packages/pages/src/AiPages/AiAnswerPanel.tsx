import type { AiAnswerStore } from '@pricetrail/services';
import { AiAnswer } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useCopy } from './useAiAnswer';

/** Props of {@link AiAnswerPanel}. */
export interface AiAnswerPanelProps {
  /** The answer's block name. */
  title: string;
  /** The answer being shown. */
  store: AiAnswerStore;
  /** Asks for the answer again. */
  onRetry: () => void;
}

/** The answer store shown through the ui's AiAnswer, with copy to the clipboard. */
export const AiAnswerPanel = observer(function AiAnswerPanel({
  title,
  store,
  onRetry,
}: AiAnswerPanelProps) {
  const { isCopied, copy } = useCopy();
  if (store.status === 'idle') return null;
  return (
    <AiAnswer
      title={title}
      status={store.status}
      text={store.text}
      author={store.label}
      isRuleBased={store.isRuleBased}
      madeAt={store.madeAt}
      isCached={store.isCached}
      unknownFigures={store.unknownFigures}
      error={store.error}
      isCopied={isCopied}
      onStop={store.stop}
      onCopy={() => copy(store.text)}
      onRetry={onRetry}
    />
  );
});
