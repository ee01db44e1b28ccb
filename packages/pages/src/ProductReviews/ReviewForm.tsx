import { REVIEW_TEXT_MAX } from '@pricetrail/core';
import { reviewFormView } from '@pricetrail/services';
import { useFreshView, useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { Button } from '@pricetrail/ui';
import { StyledActions } from '../account/AccountLayout.styles';
import { FieldError } from '../common/FieldError';
import { SessionGate } from '../common/SessionGate';
import { StyledField } from '../common/FormField.styles';
import { StyledRating } from './ProductReviews.styles';

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  /** The product reviewed. */
  dpId: string;
}

// The form itself: its store lives while a signed-in shopper is on the tab.
const SignedInReviewForm = observer(function SignedInReviewForm({ dpId }: ReviewFormProps) {
  const store = useFreshView(reviewFormView, dpId);
  const baseId = useId();

  if (store.status === 'sent') return <p role="status">{store.sentMessage}</p>;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.submit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="写评价">
      <StyledRating>
        <legend>评分</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name={`${baseId}rating`}
              value={stars}
              checked={store.rating === stars}
              onChange={() => store.setRating(stars)}
            />
            {stars} 星
          </label>
        ))}
      </StyledRating>
      <StyledField>
        <label htmlFor={`${baseId}text`}>评价（不超过 {REVIEW_TEXT_MAX} 字）</label>
        <textarea
          id={`${baseId}text`}
          value={store.text}
          aria-invalid={store.error ? true : undefined}
          aria-describedby={store.error ? `${baseId}error` : undefined}
          onChange={(event) => store.setText(event.target.value)}
        />
      </StyledField>
      <FieldError id={`${baseId}error`} message={store.error} />
      <StyledActions>
        <Button
          shape="rect"
          size="large"
          type="submit"
          variant="primary"
          aria-disabled={store.status === 'sending' || undefined}
        >
          {store.status === 'sending' ? '正在提交…' : '发表评价'}
        </Button>
      </StyledActions>
    </form>
  );
});

/** 写评价: 1–5 stars and a few words for signed-in shoppers; visitors are asked to sign in. */
export function ReviewForm({ dpId }: ReviewFormProps) {
  const root = useRootStore();
  return (
    <SessionGate
      visitor={
        <Button shape="rect" size="large" type="button" onClick={() => root.login.openModal()}>
          登录后写评价
        </Button>
      }
    >
      <SignedInReviewForm dpId={dpId} />
    </SessionGate>
  );
}
