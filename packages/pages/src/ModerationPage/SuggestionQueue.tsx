import { formatShanghaiMinute } from '@pricetrail/core';
import type { ModerationStore, PendingSuggestion } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { StyledMeta } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

/** Props of {@link SuggestionQueue}. */
export interface SuggestionQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** The new suggestions, oldest first. */
  suggestions: readonly PendingSuggestion[];
}

/** The new suggestions: when, the contact if given, how many screenshots, and the text. */
export const SuggestionQueue = observer(function SuggestionQueue({
  store,
  suggestions,
}: SuggestionQueueProps) {
  return (
    <QueueSection
      store={store}
      kind="suggestion"
      title="意见反馈"
      items={suggestions}
      emptyText="暂无新的意见反馈"
      nameOf={(suggestion) => `意见反馈 ${suggestion.id}`}
      renderItem={(suggestion) => (
        <>
          <StyledMeta>
            {formatShanghaiMinute(suggestion.createdAt)}
            {suggestion.contact ? ` · ${suggestion.contact}` : ''}
            {suggestion.images > 0 ? ` · ${suggestion.images} 张截图` : ''}
          </StyledMeta>
          <p>{suggestion.text}</p>
        </>
      )}
    />
  );
});
