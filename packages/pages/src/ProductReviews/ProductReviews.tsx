import { isPhone, maskPhone } from '@pricetrail/core';
import { productReviewsView } from '@pricetrail/services';
import { useRootStore, useView } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StyledAlert } from '../account/AccountLayout.styles';
import { PageSection } from '../common/PageSection';
import { Stars } from '../common/Stars';
import { ShaidanCard } from '../ShaidanPage/ShaidanCard';
import { StyledFeed } from '../ShaidanPage/ShaidanPage.styles';
import {
  StyledAverage,
  StyledByline,
  StyledReviewForm,
  StyledReviews,
} from './ProductReviews.styles';
import { ReviewForm } from './ReviewForm';

/** Props of {@link ProductReviews}. */
export interface ProductReviewsProps {
  /** The product whose reviews are shown. */
  dpId: string;
}

/** The product page's 晒单评价 tab: the average rating, the approved reviews and 晒单. */
export const ProductReviews = observer(function ProductReviews({ dpId }: ProductReviewsProps) {
  const root = useRootStore();
  const api = root.community;
  const store = useView(productReviewsView, dpId);

  // The route's loader read them; the tab reads them itself where no route did (stories).
  useEffect(() => {
    void store.ensureLoaded();
  }, [store]);

  const reviews = store.reviews;
  return (
    <PageSection title="晒单评价">
      {store.status === 'error' ? <StyledAlert role="alert">{store.message}</StyledAlert> : null}
      {store.status === 'loading' ? <p role="status">正在加载晒单评价…</p> : null}
      {store.status === 'ready' && reviews ? (
        <>
          <StyledAverage aria-label="平均评分">
            {reviews.average === null ? (
              '还没有评分'
            ) : (
              <>
                <strong>{reviews.average.toFixed(1)}</strong>
                <span>分 · {reviews.count} 条评价</span>
              </>
            )}
          </StyledAverage>
          <StyledReviewForm>
            <ReviewForm dpId={dpId} />
          </StyledReviewForm>
          {reviews.reviews.length > 0 ? (
            <StyledReviews aria-label="评价列表">
              {reviews.reviews.map((review) => (
                <li key={review.id}>
                  <Stars rating={review.rating} label={`${review.rating} 星`} />
                  <p>{review.text}</p>
                  <StyledByline>
                    {isPhone(review.author) ? maskPhone(review.author) : review.author}
                  </StyledByline>
                </li>
              ))}
            </StyledReviews>
          ) : null}
          {reviews.posts.length > 0 ? (
            <StyledFeed aria-label="晒单列表">
              {reviews.posts.map((post) => (
                <li key={post.id}>
                  <ShaidanCard post={post} imageUrl={(id, size) => api.imageUrl(id, size)} />
                </li>
              ))}
            </StyledFeed>
          ) : (
            <p>还没有人晒单。</p>
          )}
        </>
      ) : null}
    </PageSection>
  );
});
