import {
  commentFormView,
  commentThreadView,
  type CommentSubject,
  type CommentThreadStore,
} from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useLocation } from 'react-router-dom';
import { SessionGate } from '../common/SessionGate';
import { paths } from '../paths';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { StyledSummary, StyledThread } from './CommentThread.styles';
import { Stars } from '../common/Stars';

/** Props of {@link CommentThread}. */
export interface CommentThreadProps {
  /** What the comments are about. */
  subject: CommentSubject;
  /** Whether comments carry 1–5 stars and the thread shows their average. */
  isRated?: boolean;
  /** The thread's heading. */
  title?: string;
}

const RatingSummary = observer(function RatingSummary({ store }: { store: CommentThreadStore }) {
  const rating = store.rating;
  if (!rating) return null;
  if (rating.average === null) return <StyledSummary>还没有评分</StyledSummary>;
  return (
    <StyledSummary>
      <strong>{rating.average.toFixed(1)}</strong>
      <Stars rating={rating.average} label={`平均 ${rating.average.toFixed(1)} 星`} />
      <span>{rating.count} 人评分</span>
    </StyledSummary>
  );
});

/** The comments of any subject: rating summary, the form (or a sign-in link) and the list. */
export const CommentThread = observer(function CommentThread({
  subject,
  isRated = false,
  title = '评论',
}: CommentThreadProps) {
  const root = useRootStore();
  const location = useLocation();
  const thread = useFreshView(commentThreadView, subject);
  const form = useFreshView(commentFormView, subject);
  const isSignedIn = root.login.isSignedIn;
  const titleId = useId();

  useEffect(() => {
    void thread.load();
  }, [thread, isSignedIn]);

  return (
    <StyledThread aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {isRated ? <RatingSummary store={thread} /> : null}
      <SessionGate
        visitor={
          <p>
            <Link href={paths.userLogin(`${location.pathname}${location.search}`)}>
              登录后发表评论
            </Link>
          </p>
        }
      >
        <CommentForm store={form} isRated={isRated} onSent={() => void thread.load()} />
      </SessionGate>
      <CommentList store={thread} isSignedIn={isSignedIn} />
    </StyledThread>
  );
});
