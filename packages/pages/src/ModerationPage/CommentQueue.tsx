import { formatShanghaiMinute } from '@pricetrail/core';
import type { ModerationStore, QueuedComment } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { StyledMeta } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

// What each subject kind is called in the queue; an unknown kind shows as is.
const SUBJECT_NAMES: Readonly<Record<string, (id: string) => string>> = {
  app: () => '用户评价（价迹）',
  deal: (id) => `好价帖 ${id}`,
};

function subjectName(comment: QueuedComment): string {
  return (
    SUBJECT_NAMES[comment.subjectKind]?.(comment.subjectId) ??
    `${comment.subjectKind} ${comment.subjectId}`
  );
}

/** Props of {@link CommentQueue}. */
export interface CommentQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** Pending comments and those hidden by reports. */
  comments: readonly QueuedComment[];
}

/** The comments awaiting an operator: new accounts' ones, and those hidden by reports. */
export const CommentQueue = observer(function CommentQueue({ store, comments }: CommentQueueProps) {
  return (
    <QueueSection
      store={store}
      kind="comment"
      title="待审核评论"
      items={comments}
      emptyText="暂无待审核评论"
      nameOf={(comment) => `评论 ${comment.id}`}
      renderItem={(comment) => (
        <>
          <StyledMeta>
            {comment.author} · {formatShanghaiMinute(comment.createdAt)} · {subjectName(comment)}
            {comment.hidden ? ` · 被 ${comment.reports} 人举报，已隐藏` : ' · 新账号'}
          </StyledMeta>
          <p>
            {comment.rating ? `${comment.rating} 星：` : ''}
            {comment.text}
          </p>
        </>
      )}
    />
  );
});
