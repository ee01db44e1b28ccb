import { formatShanghaiMinute } from '@pricetrail/core';
import type { ModerationStore, QueuedComment } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { StyledCard } from '../account/AccountLayout.styles';
import { StyledItem, StyledMeta, StyledQueue } from './ModerationPage.styles';
import { VerdictControls } from './VerdictControls';

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
    <StyledCard aria-labelledby="moderation-comments">
      <h2 id="moderation-comments">待审核评论（{comments.length}）</h2>
      {comments.length === 0 ? <StyledMeta>暂无待审核评论</StyledMeta> : null}
      <StyledQueue>
        {comments.map((comment) => (
          <StyledItem key={comment.id} aria-label={`评论 ${comment.id}`}>
            <StyledMeta>
              {comment.author} · {formatShanghaiMinute(comment.createdAt)} · {subjectName(comment)}
              {comment.hidden ? ` · 被 ${comment.reports} 人举报，已隐藏` : ' · 新账号'}
            </StyledMeta>
            <p>
              {comment.rating ? `${comment.rating} 星：` : ''}
              {comment.text}
            </p>
            <VerdictControls
              store={store}
              kind="comment"
              id={comment.id}
              name={`评论 ${comment.id}`}
            />
          </StyledItem>
        ))}
      </StyledQueue>
    </StyledCard>
  );
});
