import { formatShanghaiMinute } from '@pricetrail/core';
import {
  CommunityApi,
  ModerationStore,
  type CommunityApiClient,
  type ModerationQueue,
} from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { LazyImage, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  StyledAlert,
  StyledButton,
  StyledCard,
  StyledState,
} from '../account/AccountLayout.styles';
import { PageMeta } from '../common/PageMeta';
import { StyledHeading, StyledMinePage } from '../mine/MineLayout.styles';
import { useSignInWhenSignedOut } from '../mine/useSignInWhenSignedOut';
import { paths } from '../paths';
import { BaoliaoQueue } from './BaoliaoQueue';
import { CommentQueue } from './CommentQueue';
import { StyledItem, StyledMeta, StyledPhotos, StyledQueue } from './ModerationPage.styles';
import { VerdictControls } from './VerdictControls';

/** Title of the moderation page. */
const TITLE = '内容审核';

const Queue = observer(function Queue({
  store,
  queue,
  api,
}: {
  store: ModerationStore;
  queue: ModerationQueue;
  api: CommunityApiClient;
}) {
  return (
    <>
      <StyledCard aria-labelledby="moderation-shaidan">
        <h2 id="moderation-shaidan">待审核晒单（{queue.shaidan.length}）</h2>
        {queue.shaidan.length === 0 ? <StyledMeta>暂无待审核晒单</StyledMeta> : null}
        <StyledQueue>
          {queue.shaidan.map((post) => (
            <StyledItem key={post.id} aria-label={`晒单 ${post.id}`}>
              <StyledMeta>
                {post.author} · {formatShanghaiMinute(post.createdAt)} ·{' '}
                <Link href={paths.product(post.dpId)}>{post.title || post.dpId}</Link>
              </StyledMeta>
              <p>{post.text}</p>
              <StyledPhotos>
                {post.images.map((image, i) => (
                  <LazyImage
                    key={image.id}
                    src={api.imageUrl(image.id, 'small')}
                    alt={`晒单 ${post.id} 的照片 ${i + 1}`}
                    width={1}
                    height={1}
                  />
                ))}
              </StyledPhotos>
              <VerdictControls store={store} kind="shaidan" id={post.id} name={`晒单 ${post.id}`} />
            </StyledItem>
          ))}
        </StyledQueue>
      </StyledCard>
      <StyledCard aria-labelledby="moderation-reviews">
        <h2 id="moderation-reviews">待审核评价（{queue.reviews.length}）</h2>
        {queue.reviews.length === 0 ? <StyledMeta>暂无待审核评价</StyledMeta> : null}
        <StyledQueue>
          {queue.reviews.map((review) => (
            <StyledItem key={review.id} aria-label={`评价 ${review.id}`}>
              <StyledMeta>
                {review.author} · {formatShanghaiMinute(review.createdAt)} ·{' '}
                <Link href={paths.product(review.dpId)}>{review.title || review.dpId}</Link>
              </StyledMeta>
              <p>
                {review.rating} 星：{review.text}
              </p>
              <VerdictControls
                store={store}
                kind="review"
                id={review.id}
                name={`评价 ${review.id}`}
              />
            </StyledItem>
          ))}
        </StyledQueue>
      </StyledCard>
      <StyledCard aria-labelledby="moderation-suggestions">
        <h2 id="moderation-suggestions">意见反馈（{queue.suggestions.length}）</h2>
        {queue.suggestions.length === 0 ? <StyledMeta>暂无新的意见反馈</StyledMeta> : null}
        <StyledQueue>
          {queue.suggestions.map((suggestion) => (
            <StyledItem key={suggestion.id} aria-label={`意见反馈 ${suggestion.id}`}>
              <StyledMeta>
                {formatShanghaiMinute(suggestion.createdAt)}
                {suggestion.contact ? ` · ${suggestion.contact}` : ''}
                {suggestion.images > 0 ? ` · ${suggestion.images} 张截图` : ''}
              </StyledMeta>
              <p>{suggestion.text}</p>
              <VerdictControls
                store={store}
                kind="suggestion"
                id={suggestion.id}
                name={`意见反馈 ${suggestion.id}`}
              />
            </StyledItem>
          ))}
        </StyledQueue>
      </StyledCard>
      <BaoliaoQueue store={store} posts={queue.baoliao} />
      <CommentQueue store={store} comments={queue.comments} />
    </>
  );
});

/** `/mine/moderation`: operators approve or reject pending 晒单, reviews, suggestions and comments; anyone else is refused. */
export const ModerationPage = observer(function ModerationPage() {
  const root = useRootStore();
  const [api] = useState(() => root.community ?? new CommunityApi(root.http));
  const [store] = useState(() => new ModerationStore(api));
  useSignInWhenSignedOut(store.status === 'signedOut' ? 'signedOut' : 'loading');

  useEffect(() => {
    void store.load();
  }, [store]);

  const queue = store.queue;
  return (
    <StyledMinePage aria-labelledby="moderation-title">
      <PageMeta title={TITLE} description="审核晒单、评价、意见反馈与评论。" isNoIndex />
      <StyledHeading>
        <h1 id="moderation-title">{TITLE}</h1>
      </StyledHeading>
      {store.status === 'ready' && queue ? (
        <>
          {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
          <Queue store={store} queue={queue} api={api} />
        </>
      ) : store.status === 'forbidden' || store.status === 'error' ? (
        <StyledState>
          <StyledAlert role="alert">{store.message}</StyledAlert>
          {store.status === 'error' ? (
            <StyledButton type="button" data-variant="primary" onClick={() => void store.load()}>
              重试
            </StyledButton>
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
