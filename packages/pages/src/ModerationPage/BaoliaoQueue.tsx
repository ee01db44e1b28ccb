import { formatPrice, formatShanghaiMinute } from '@pricetrail/core';
import type { DealPost, ModerationStore } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { StyledCard } from '../account/AccountLayout.styles';
import { paths } from '../paths';
import { StyledItem, StyledMeta, StyledQueue } from './ModerationPage.styles';
import { VerdictControls } from './VerdictControls';

/** Props of {@link BaoliaoQueue}. */
export interface BaoliaoQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** The pending 爆料, oldest first. */
  posts: readonly DealPost[];
}

/** The pending 爆料: who sent it, the product and price with our figures, the reason. */
export const BaoliaoQueue = observer(function BaoliaoQueue({ store, posts }: BaoliaoQueueProps) {
  return (
    <StyledCard aria-labelledby="moderation-baoliao">
      <h2 id="moderation-baoliao">待审核爆料（{posts.length}）</h2>
      {posts.length === 0 ? <StyledMeta>暂无待审核爆料</StyledMeta> : null}
      <StyledQueue>
        {posts.map((post) => (
          <StyledItem key={post.id} aria-label={`爆料 ${post.id}`}>
            <StyledMeta>
              {post.author ?? '网友'} · {formatShanghaiMinute(post.createdAt)} ·{' '}
              <Link href={paths.dealPost(post.id)}>{post.product.title}</Link>
            </StyledMeta>
            <p>
              {formatPrice(post.price, post.product.siteId)}
              {post.proof.median30 === null
                ? `（数据不足，${post.proof.dataDays} 天）`
                : `（30 天中位价 ${formatPrice(post.proof.median30, post.product.siteId)}）`}
              ：{post.reason}
            </p>
            <VerdictControls store={store} kind="baoliao" id={post.id} name={`爆料 ${post.id}`} />
          </StyledItem>
        ))}
      </StyledQueue>
    </StyledCard>
  );
});
