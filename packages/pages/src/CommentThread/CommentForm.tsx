import { COMMENT_TEXT_MAX, MSG_COMMENT_TOO_LONG } from '@pricetrail/core';
import type { CommentFormStore } from '@pricetrail/services';
import { Button, CountedTextArea } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { StyledActions, StyledHint } from '../account/AccountLayout.styles';
import { StyledForm } from './CommentThread.styles';
import { StarRatingInput } from './StarRatingInput';

/** Props of {@link CommentForm}. */
export interface CommentFormProps {
  /** The comment being written. */
  store: CommentFormStore;
  /** Whether the subject takes 1–5 stars. */
  isRated: boolean;
  /** Called once the server has the comment. */
  onSent: () => void;
}

/** Writes a comment (with stars on a rated subject); the server's line shows once it is sent. */
export const CommentForm = observer(function CommentForm({
  store,
  isRated,
  onSent,
}: CommentFormProps) {
  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await store.submit()) onSent();
  }

  return (
    <StyledForm
      noValidate
      aria-label="发表评论"
      aria-busy={store.isSending || undefined}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {isRated ? (
        <StarRatingInput
          value={store.rating}
          isDisabled={store.isSending}
          onChange={({ value }) => store.setRating(value)}
        />
      ) : null}
      <CountedTextArea
        label="你的评论"
        value={store.text}
        max={COMMENT_TEXT_MAX}
        hint="2–500 字，纯文本"
        limitMessage={MSG_COMMENT_TOO_LONG}
        error={store.error}
        placeholder="说说你的使用感受"
        isReadOnly={store.isSending}
        onValueChange={({ value }) => store.setText(value)}
      />
      {store.sentMessage ? <StyledHint role="status">{store.sentMessage}</StyledHint> : null}
      <StyledActions>
        <Button
          shape="rect"
          size="large"
          type="submit"
          variant="primary"
          aria-disabled={store.isSending || undefined}
        >
          {store.isSending ? '正在提交…' : '发表评论'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
});
