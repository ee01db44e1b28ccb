import { formatDottedDay } from '@pricetrail/core';
import type { AuthoredPost, MyPostsStore } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { StyledAlert, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { ModerationBadge } from './ModerationBadge';
import { StyledMine, StyledMineHead } from './MyPosts.styles';
import { StyledStateBadge } from './StateBadge.styles';

/** How one of the author's posts reads in the list. */
export interface MyPostLine {
  /** Where the post's link goes. */
  href: string;
  /** What the link says (the product). */
  label: string;
  /** The post's own words, under the link. */
  text: string;
}

/** Props of {@link MyPosts}. */
export interface MyPostsProps<Post extends AuthoredPost> {
  /** The list's heading, e.g. 我的晒单. */
  title: string;
  /** What the list says while the author has sent nothing. */
  emptyText: string;
  /** The signed-in author's own posts. */
  store: MyPostsStore<Post>;
  /** How a post reads: its link, the link's words and its text. */
  lineOf: (post: Post) => MyPostLine;
}

function MyPostsCard<Post extends AuthoredPost>({
  title,
  emptyText,
  store,
  lineOf,
}: MyPostsProps<Post>) {
  const titleId = useId();
  const posts = store.posts;
  return (
    <StyledCard aria-labelledby={titleId} aria-busy={store.status === 'loading'}>
      <h2 id={titleId}>{title}</h2>
      {store.message ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      {posts === undefined && store.status === 'loading' ? (
        <StyledHint role="status">正在读取…</StyledHint>
      ) : null}
      {posts?.length === 0 ? <StyledHint>{emptyText}</StyledHint> : null}
      {posts && posts.length > 0 ? (
        <StyledMine aria-labelledby={titleId}>
          {posts.map((post) => {
            const line = lineOf(post);
            return (
              <li key={post.id}>
                <StyledMineHead>
                  <Link href={line.href}>{line.label}</Link>
                  <span>{formatDottedDay(post.createdAt)}</span>
                  {post.status === 'approved' ? (
                    <StyledStateBadge>已展示</StyledStateBadge>
                  ) : (
                    <ModerationBadge status={post.status} />
                  )}
                </StyledMineHead>
                <p>{line.text}</p>
                {post.status === 'rejected' && post.rejectReason ? (
                  <StyledHint>未通过原因：{post.rejectReason}</StyledHint>
                ) : null}
              </li>
            );
          })}
        </StyledMine>
      ) : null}
    </StyledCard>
  );
}

/**
 * 我的晒单 / 我的爆料: the author's own posts, each with where it stands and, when rejected, why.
 * (`observer` drops the type parameter; the cast gives it back.)
 */
export const MyPosts = observer(MyPostsCard) as typeof MyPostsCard;
