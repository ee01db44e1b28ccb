import { moderationView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { Button, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledAlert, StyledState } from '../account/AccountLayout.styles';
import { PageMeta } from '../common/PageMeta';
import { StyledHeading, StyledMinePage } from '../mine/MineLayout.styles';
import { MineNav } from '../mine/MineNav';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { paths } from '../paths';
import { BaoliaoQueue } from './BaoliaoQueue';
import { CommentQueue } from './CommentQueue';
import { ReviewQueue } from './ReviewQueue';
import { ShaidanQueue } from './ShaidanQueue';
import { SuggestionQueue } from './SuggestionQueue';

/** Title of the moderation page. */
const TITLE = '内容审核';

/** `/mine/moderation`: operators approve or reject pending 晒单, reviews, suggestions and comments; anyone else is refused. */
export const ModerationPage = observer(function ModerationPage() {
  const api = useRootStore().community;
  const store = useFreshView(moderationView, 'moderation');
  useSignInWhenSignedOut(store.status === 'signedOut' ? 'signedOut' : 'loading');

  useEffect(() => {
    void store.load();
  }, [store]);

  const queue = store.queue;
  return (
    <StyledMinePage aria-labelledby="moderation-title">
      <PageMeta title={TITLE} description="审核晒单、评价、意见反馈与评论。" isNoIndex />
      <MineNav />
      <StyledHeading>
        <h1 id="moderation-title">{TITLE}</h1>
      </StyledHeading>
      {store.status === 'ready' && queue ? (
        <>
          {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
          <ShaidanQueue store={store} posts={queue.shaidan} api={api} />
          <ReviewQueue store={store} reviews={queue.reviews} />
          <SuggestionQueue store={store} suggestions={queue.suggestions} api={api} />
          <BaoliaoQueue store={store} posts={queue.baoliao} />
          <CommentQueue store={store} comments={queue.comments} />
        </>
      ) : store.status === 'forbidden' || store.status === 'error' ? (
        <StyledState>
          <StyledAlert role="alert">{store.message}</StyledAlert>
          {store.status === 'error' ? (
            <Button
              shape="rect"
              size="large"
              type="button"
              variant="primary"
              onClick={() => void store.load()}
            >
              重试
            </Button>
          ) : (
            <Link href={paths.home()}>返回首页</Link>
          )}
        </StyledState>
      ) : (
        <StyledState role="status" aria-busy="true">
          <p>正在读取…</p>
        </StyledState>
      )}
    </StyledMinePage>
  );
});
