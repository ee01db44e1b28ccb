import {
  MSG_SUGGESTION_TOO_LONG,
  SUGGESTION_IMAGES_MAX,
  SUGGESTION_TEXT_MAX,
  type SuggestionField,
} from '@pricetrail/core';
import { suggestionView, type SuggestionStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { CountedTextArea, PhotoUploader } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import {
  StyledAccountPage,
  StyledActions,
  StyledButton,
  StyledCard,
  StyledHint,
  StyledState,
} from '../account/AccountLayout.styles';
import { FieldError } from '../common/FieldError';
import { PageMeta } from '../common/PageMeta';
import { StyledField } from './SuggestionPage.styles';

/** Largest screenshot in MB (the server's limit). */
const IMAGE_MAX_MB = 10;

const SuggestionForm = observer(function SuggestionForm({ store }: { store: SuggestionStore }) {
  const baseId = useId();
  const id = (field: SuggestionField) => `${baseId}${field}`;
  const errorId = (field: SuggestionField) => `${id(field)}-error`;
  const isSending = store.status === 'sending';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void store.submit();
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSending || undefined}>
      <CountedTextArea
        textAreaId={id('text')}
        label="你的意见或建议"
        value={store.text}
        max={SUGGESTION_TEXT_MAX}
        hint="必填"
        limitMessage={MSG_SUGGESTION_TOO_LONG}
        error={store.errors.text}
        placeholder="遇到了什么问题，或者希望价迹增加什么功能？"
        isReadOnly={isSending}
        onValueChange={({ value }) => store.setText(value)}
      />
      <StyledField>
        <label htmlFor={id('contact')}>联系方式（选填）</label>
        <input
          id={id('contact')}
          type="text"
          inputMode="email"
          autoComplete="email"
          value={store.contact}
          placeholder="手机号或邮箱，方便我们回复你"
          aria-invalid={store.errors.contact ? true : undefined}
          aria-describedby={store.errors.contact ? errorId('contact') : undefined}
          readOnly={isSending}
          onChange={(event) => store.setContact(event.target.value)}
        />
        <FieldError id={errorId('contact')} message={store.errors.contact} />
      </StyledField>
      <StyledField role="group" aria-labelledby={id('images')}>
        <span id={id('images')}>截图（选填，最多 {SUGGESTION_IMAGES_MAX} 张）</span>
        <PhotoUploader
          files={store.images}
          onFilesChange={({ files }) => store.setImages(files)}
          maxCount={SUGGESTION_IMAGES_MAX}
          maxSizeMb={IMAGE_MAX_MB}
          label="添加截图"
          isDisabled={isSending}
        />
        <FieldError id={errorId('images')} message={store.errors.images} />
      </StyledField>
      <FieldError id={`${baseId}form-error`} message={store.formError ?? undefined} />
      <StyledActions>
        <StyledButton type="submit" data-variant="primary" aria-disabled={isSending || undefined}>
          {isSending ? '正在提交…' : '提交反馈'}
        </StyledButton>
      </StyledActions>
    </form>
  );
});

/** `/app/suggestion`: feedback from visitors and signed-in users, with up to three screenshots. */
export const SuggestionPage = observer(function SuggestionPage() {
  const store = useFreshView(suggestionView, 'suggestion');

  return (
    <StyledAccountPage>
      <PageMeta title="意见反馈" description="告诉我们你遇到的问题或想要的功能，可以附上截图。" />
      <h1>意见反馈</h1>
      <StyledCard aria-label="意见反馈表单">
        {store.status === 'sent' ? (
          <StyledState role="status">
            <p>{store.sentMessage || '感谢你的反馈'}</p>
            <StyledButton type="button" onClick={store.startOver}>
              再写一条
            </StyledButton>
          </StyledState>
        ) : (
          <>
            <StyledHint>每一条意见我们都会阅读。截图里的位置等信息会在上传时去除。</StyledHint>
            <SuggestionForm store={store} />
          </>
        )}
      </StyledCard>
    </StyledAccountPage>
  );
});
