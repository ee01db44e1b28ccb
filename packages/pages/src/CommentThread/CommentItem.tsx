import { formatShanghaiMinute } from '@pricetrail/core';
import type { Comment } from '@pricetrail/services';
import { Button } from '@pricetrail/ui';
import { StyledBadge, StyledByline, StyledItem, StyledItemActions } from './CommentThread.styles';
import { Stars } from '../common/Stars';

/** Props of {@link CommentItem}. */
export interface CommentItemProps {
  /** The comment. */
  comment: Comment;
  /** Whether the viewer may report it (signed in, not the author, shown to everyone). */
  canReport: boolean;
  /** Called when the viewer reports it. */
  onReport: (report: { id: number }) => void;
}

// The author sees where their comment stands; operators also see the hidden ones of others.
function StatusBadge({ comment }: { comment: Comment }) {
  if (comment.status === 'pending') return <StyledBadge data-state="pending">待审核</StyledBadge>;
  if (comment.status === 'rejected') {
    return (
      <StyledBadge data-state="rejected">
        已驳回{comment.rejectReason ? `：${comment.rejectReason}` : ''}
      </StyledBadge>
    );
  }
  if (comment.hidden) return <StyledBadge data-state="hidden">被举报，待复核</StyledBadge>;
  return null;
}

/** One comment: author, time, stars, the author's own status, the text and 举报. */
export function CommentItem({ comment, canReport, onReport }: CommentItemProps) {
  const time = formatShanghaiMinute(comment.createdAt);
  return (
    <StyledItem aria-label={`${comment.author} 的评论`}>
      <StyledByline>
        <strong>{comment.author}</strong>
        <time dateTime={new Date(comment.createdAt * 1000).toISOString()}>{time}</time>
        {comment.rating ? <Stars rating={comment.rating} label={`${comment.rating} 星`} /> : null}
        {comment.mine || comment.hidden ? <StatusBadge comment={comment} /> : null}
      </StyledByline>
      <p>{comment.text}</p>
      {canReport ? (
        <StyledItemActions>
          <Button
            type="button"
            variant="link"
            aria-disabled={comment.reported || undefined}
            onClick={() => {
              if (!comment.reported) onReport({ id: comment.id });
            }}
          >
            {comment.reported ? '已举报' : '举报'}
          </Button>
        </StyledItemActions>
      ) : null}
    </StyledItem>
  );
}
