import {
  MSG_SHAIDAN_TOO_LONG,
  SHAIDAN_IMAGES_MAX,
  SHAIDAN_TEXT_MAX,
  type ShaidanField,
} from '@pricetrail/core';
import type { ShaidanFormStore } from '@pricetrail/services';
import { CountedTextArea, PhotoUploader } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { StyledActions, StyledButton, StyledState } from '../account/AccountLayout.styles';
import { FieldError } from '../common/FieldError';
import { ProductLinkField } from '../common/ProductLinkField';
import { StyledField } from '../SuggestionPage/SuggestionPage.styles';

/** Largest photo in MB (the server's limit). */
const IMAGE_MAX_MB = 10;

/** `/shaidan`'s upload form: the product link, what the author says and up to nine photos. */
export const ShaidanForm = observer(function ShaidanForm({ store }: { store: ShaidanFormStore }) {
  const baseId = useId();
  const id = (field: ShaidanField) => `${baseId}${field}`;
  const errorId = (field: ShaidanField) => `${id(field)}-error`;
  const isSending = store.status === 'sending';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.submit();
  }

  if (store.status === 'sent') {
    return (
      <StyledState role="status">
        <p>{store.sentMessage}</p>
        <StyledButton type="button" onClick={store.startOver}>
          再晒一单
        </StyledButton>
      </StyledState>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending || undefined}>
      <ProductLinkField
        id={id('link')}
        value={store.link}
        error={store.errors.link}
        isReadOnly={isSending}
        onValueChange={({ value }) => store.setLink(value)}
      />
      <CountedTextArea
        textAreaId={id('text')}
        label="说说你买到的东西"
        value={store.text}
        max={SHAIDAN_TEXT_MAX}
        hint="必填"
        limitMessage={MSG_SHAIDAN_TOO_LONG}
        error={store.errors.text}
        placeholder="价格、质量、用了多久……"
        isReadOnly={isSending}
        onValueChange={({ value }) => store.setText(value)}
      />
      <StyledField role="group" aria-labelledby={id('images')}>
        <span id={id('images')}>照片（1–{SHAIDAN_IMAGES_MAX} 张）</span>
        <PhotoUploader
          files={store.images}
          onFilesChange={({ files }) => store.setImages(files)}
          maxCount={SHAIDAN_IMAGES_MAX}
          maxSizeMb={IMAGE_MAX_MB}
          label="添加照片"
          isDisabled={isSending}
        />
        <FieldError id={errorId('images')} message={store.errors.images} />
      </StyledField>
      <FieldError id={`${baseId}form-error`} message={store.formError ?? undefined} />
      <StyledActions>
        <StyledButton type="submit" data-variant="primary" aria-disabled={isSending || undefined}>
          {isSending ? '正在提交…' : '发布晒单'}
        </StyledButton>
      </StyledActions>
    </form>
  );
});
