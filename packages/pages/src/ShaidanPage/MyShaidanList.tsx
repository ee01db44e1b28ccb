import { formatDottedDay } from '@pricetrail/core';
import type { MyShaidanStore } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledAlert, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { ModerationBadge } from '../common/ModerationBadge';
import { StyledStateBadge } from '../common/StateBadge.styles';
import { paths } from '../paths';
import { StyledMine, StyledMineHead } from './ShaidanPage.styles';

/** Props of {@link MyShaidanList}. */
export interface MyShaidanListProps {
  /** The signed-in author's own posts. */
  store: MyShaidanStore;
}

/** 我的晒单: the author's own posts, each with where it stands and, when rejected, why. */
export const MyShaidanList = observer(function MyShaidanList({ store }: MyShaidanListProps) {
  const posts = store.posts;
  return (
    <StyledCard aria-labelledby="my-shaidan-title" aria-busy={store.status === 'loading'}>
      <h2 id="my-shaidan-title">我的晒单</h2>
      {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      {posts === undefined && store.status === 'loading' ? (
        <StyledHint role="status">正在读取…</StyledHint>
      ) : null}
      {posts?.length === 0 ? <StyledHint>你还没有晒过单，审核结果会显示在这里。</StyledHint> : null}
      {posts && posts.length > 0 ? (
        <StyledMine aria-labelledby="my-shaidan-title">
          {posts.map((post) => (
            <li key={post.id}>
              <StyledMineHead>
                <Link href={paths.history(post.dpId)}>{post.title || post.dpId}</Link>
                <span>{formatDottedDay(post.createdAt)}</span>
                {post.status === 'approved' ? (
                  <StyledStateBadge>已展示</StyledStateBadge>
                ) : (
                  <ModerationBadge status={post.status} />
                )}
              </StyledMineHead>
              <p>{post.text}</p>
              {post.status === 'rejected' && post.rejectReason ? (
                <StyledHint>未通过原因：{post.rejectReason}</StyledHint>
              ) : null}
            </li>
          ))}
        </StyledMine>
      ) : null}
    </StyledCard>
  );
});
