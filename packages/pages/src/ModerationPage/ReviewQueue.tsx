import { formatShanghaiMinute } from '@pricetrail/core';
import type { ModerationStore, ProductReview } from '@pricetrail/services';
import { Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { paths } from '../paths';
import { StyledMeta } from './ModerationPage.styles';
import { QueueSection } from './QueueSection';

/** Props of {@link ReviewQueue}. */
export interface ReviewQueueProps {
  /** The page's store. */
  store: ModerationStore;
  /** The pending product reviews, oldest first. */
  reviews: readonly ProductReview[];
}

/** The pending product reviews: who wrote it, when, the product, the stars and the text. */
export const ReviewQueue = observer(function ReviewQueue({ store, reviews }: ReviewQueueProps) {
  return (
    <QueueSection
      store={store}
      kind="review"
      title="待审核评价"
      items={reviews}
      emptyText="暂无待审核评价"
      nameOf={(review) => `评价 ${review.id}`}
      renderItem={(review) => (
        <>
          <StyledMeta>
            {review.author} · {formatShanghaiMinute(review.createdAt)} ·{' '}
            <Link href={paths.product(review.dpId)}>{review.title || review.dpId}</Link>
          </StyledMeta>
          <p>
            {review.rating} 星：{review.text}
          </p>
        </>
      )}
    />
  );
});
