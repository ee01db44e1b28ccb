import { DEAL_POST_COMMENT_KIND } from '@pricetrail/core';
import { dealPostView, type DealPost, type DealPostStore } from '@pricetrail/services';
import { useRootStore } from '@pricetrail/services/react';
import { EmptyState, LazyImage, Link, StoreBadge } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { StyledAlert, StyledHint, StyledState } from '../account/AccountLayout.styles';
import { DemoBadge } from '../common/DemoBadge';
import { ModerationBadge } from '../common/ModerationBadge';
import { PageMeta } from '../common/PageMeta';
import { MissingPage } from '../common/MissingPage';
import { StyledStateBadge } from '../common/StateBadge.styles';
import { paths } from '../paths';
import { CommentThread } from '../CommentThread';
import { DealPostFacts } from './DealPostFacts';
import { DealPostProof } from './DealPostProof';
import {
  StyledBadges,
  StyledDealPostPage,
  StyledProduct,
  StyledSection,
} from './DealPostPage.styles';
import { dealPostDescription, dealPostTitle } from './dealPostText';
import { DealVotes } from './DealVotes';

/** The badges of a post's state: 已过期, 审核中 or 未通过审核. */
function StateBadges({ post }: { post: DealPost }) {
  return (
    <StyledBadges>
      <StoreBadge siteId={post.product.siteId} />
      {post.expired ? <StyledStateBadge data-state="expired">已过期</StyledStateBadge> : null}
      <ModerationBadge status={post.status} />
      {post.source === 'auto' ? <StyledStateBadge>本站数据发现</StyledStateBadge> : null}
    </StyledBadges>
  );
}

/** The post itself: product, price, our figures, the reason and the votes. */
const Post = observer(function Post({ store, post }: { store: DealPostStore; post: DealPost }) {
  const root = useRootStore();
  const { pathname } = useLocation();
  const { product } = post;
  return (
    <StyledDealPostPage aria-labelledby="deal-post-title">
      <PageMeta title={dealPostTitle(post)} description={dealPostDescription(post)} />
      <StyledProduct>
        <LazyImage
          src={product.imageUrl ?? ''}
          alt={product.title}
          width={400}
          height={400}
          isEager
        />
        <div>
          <h1 id="deal-post-title">{product.title}</h1>
          <StateBadges post={post} />
          <DealPostFacts post={post} />
          {post.expired ? <StyledHint>现价已高于这个好价，仅供参考。</StyledHint> : null}
          {product.demo ? <DemoBadge /> : null}
        </div>
      </StyledProduct>
      {post.status === 'pending' ? (
        <StyledHint role="status">你的爆料正在审核，通过后所有人可见。</StyledHint>
      ) : null}
      {post.status === 'rejected' ? (
        <StyledAlert role="status">未通过审核：{post.rejectReason}</StyledAlert>
      ) : null}
      <StyledSection aria-labelledby="deal-post-proof">
        <h2 id="deal-post-proof">为什么是好价</h2>
        <DealPostProof post={post} />
        <p>
          <Link href={paths.history(product.dpId)}>查看完整历史价格</Link>
        </p>
      </StyledSection>
      {post.reason ? (
        <StyledSection aria-labelledby="deal-post-reason">
          <h2 id="deal-post-reason">{post.author ?? '网友'}的爆料</h2>
          <p>{post.reason}</p>
        </StyledSection>
      ) : null}
      <StyledSection aria-labelledby="deal-post-votes">
        <h2 id="deal-post-votes">值不值</h2>
        <DealVotes
          votes={post.votes}
          canVote={root.login.isSignedIn && post.status === 'approved'}
          isVoting={store.isVoting}
          signInHref={paths.userLogin(pathname)}
          onVote={(value) => void store.vote(value)}
        />
        {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      </StyledSection>
      {post.status === 'approved' ? (
        <StyledSection as="div">
          <CommentThread
            subject={{ kind: DEAL_POST_COMMENT_KIND, id: String(post.id) }}
            title="评论"
          />
        </StyledSection>
      ) : null}
    </StyledDealPostPage>
  );
});

/**
 * `/zhi/detail/:id`: one 好价 post, when it was posted, its price then and now, 去购买 on the
 * store's page, why it is good in our numbers, and 值 / 不值 votes.
 */
export const DealPostPage = observer(function DealPostPage() {
  const root = useRootStore();
  const id = Number(useParams().id);
  const store = root.views.of(dealPostView, id);
  const viewer = root.login.userInfo?.uid;

  useEffect(() => {
    void store.ensureLoaded(id);
    // Read again once a signed-in viewer is known: their vote, their own 爆料 under review.
  }, [store, id, viewer]);

  if (store.status === 'notFound') {
    return (
      <MissingPage
        title="没有找到这个好价"
        description="它可能还在审核，或已被删除。看看今天的其他好价吧。"
        metaDescription="这个好价不存在或还在审核。"
        actionLabel="今日好价"
        actionHref={paths.discount()}
      />
    );
  }
  if (store.status === 'error' && !store.post) {
    return (
      <>
        <PageMeta title="好价加载失败" description="这个好价暂时无法读取，请稍后重试。" isNoIndex />
        <EmptyState
          titleAs="h1"
          title={store.message}
          description="请检查网络后重试。"
          actionLabel="重试"
          onAction={() => void store.load(id)}
        />
      </>
    );
  }
  const post = store.post;
  if (!post || post.id !== id) {
    return (
      <StyledState role="status" aria-busy="true">
        <p>正在加载好价…</p>
      </StyledState>
    );
  }
  return <Post store={store} post={post} />;
});
