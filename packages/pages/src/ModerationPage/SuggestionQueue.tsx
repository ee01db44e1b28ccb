import { formatShanghaiMinute } from '@pricetrail/core';
import type { CommunityApiClient, ModerationStore, PendingSuggestion } from '@pricetrail/services';
import { LazyImage } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledMeta, StyledPhotos } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

/** Props of {@link SuggestionQueue}. */
export interface SuggestionQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** The new suggestions, oldest first. */
  suggestions: readonly PendingSuggestion[];
  /** The community API, which knows the screenshots' addresses. */
  api: CommunityApiClient;
}

/** The new suggestions: when, the contact if given, the text, and each screenshot opening large. */
export const SuggestionQueue = observer(function SuggestionQueue({
  store,
  suggestions,
  api,
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
            {suggestion.images.length > 0 ? ` · ${suggestion.images.length} 张截图` : ''}
          </StyledMeta>
          <p>{suggestion.text}</p>
          {suggestion.images.length > 0 ? (
            <StyledPhotos>
              {suggestion.images.map((_image, i) => (
                <a
                  key={i}
                  href={api.suggestionImageUrl(suggestion.id, i + 1, 'large')}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`在新标签页查看意见反馈 ${suggestion.id} 的截图 ${i + 1} 大图`}
                >
                  {/* Square like the 晒单 photos, so a tall phone screenshot does not stretch the card. */}
                  <LazyImage
                    src={api.suggestionImageUrl(suggestion.id, i + 1, 'small')}
                    alt={`意见反馈 ${suggestion.id} 的截图 ${i + 1}`}
                    width={1}
                    height={1}
                  />
                </a>
              ))}
            </StyledPhotos>
          ) : null}
        </>
      )}
    />
  );
});
