import { formatPrice, formatShanghaiMinute } from '@pricetrail/core';
import type { DealPost, ModerationStore } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../paths';
import { StyledMeta } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

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
    <QueueSection
      store={store}
      kind="baoliao"
      title="待审核爆料"
      items={posts}
      emptyText="暂无待审核爆料"
      nameOf={(post) => `爆料 ${post.id}`}
      renderItem={(post) => (
        <>
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
        </>
      )}
    />
  );
});
