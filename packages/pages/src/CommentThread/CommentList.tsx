import type { CommentThreadStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import { Button } from '@pricetrail/ui';
import { StyledAlert, StyledState } from '../account/AccountLayout.styles';
import { CommentItem } from './CommentItem';
import { StyledList } from './CommentThread.styles';

/** Props of {@link CommentList}. */
export interface CommentListProps {
  /** The thread. */
  store: CommentThreadStore;
  /** Whether the viewer is signed in (and so may report). */
  isSignedIn: boolean;
}

/** The thread's comments: loading, failed, empty, or the list with 更多. */
export const CommentList = observer(function CommentList({ store, isSignedIn }: CommentListProps) {
  if (store.status === 'loading') {
    return (
      <StyledState role="status" aria-busy="true">
        <p>正在加载评论…</p>
      </StyledState>
    );
  }
  if (store.status === 'error') {
    return (
      <StyledState>
        <StyledAlert role="alert">{store.message}</StyledAlert>
        <Button shape="rect" size="large" type="button" onClick={() => void store.load()}>
          重试
        </Button>
      </StyledState>
    );
  }
  if (store.items.length === 0) {
    return (
      <StyledState>
        <p>还没有评论，来说第一句吧。</p>
      </StyledState>
    );
  }
  return (
    <>
      {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      {store.notice ? <StyledAlert role="status">{store.notice}</StyledAlert> : null}
      <StyledList aria-label={`评论（共 ${store.total} 条）`}>
        {store.items.map((comment) => (
          <li key={comment.id}>
            <CommentItem
              comment={comment}
              canReport={
                isSignedIn && !comment.mine && comment.status === 'approved' && !comment.hidden
              }
              onReport={({ id }) => void store.report(id)}
            />
          </li>
        ))}
      </StyledList>
      {store.hasMore ? (
        <Button
          shape="rect"
          size="large"
          type="button"
          aria-disabled={store.isLoadingMore || undefined}
          onClick={() => void store.loadMore()}
        >
          {store.isLoadingMore ? '正在加载…' : '更多'}
        </Button>
      ) : null}
    </>
  );
});
