import {
  MSG_SUGGESTION_TOO_LONG,
  SUGGESTION_IMAGES_MAX,
  SUGGESTION_TEXT_MAX,
  type SuggestionField,
} from '@pricetrail/core';
import { suggestionView, type SuggestionStore } from '@pricetrail/services';
import { useFreshView } from '@pricetrail/services/react';
import { Button, CountedTextArea } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { StyledAccountPage, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { FieldError } from '../common/FieldError';
import { StyledField } from '../common/FormField.styles';
import { PageMeta } from '../common/PageMeta';
import { PhotosField } from '../common/PhotosField';
import { SentNotice } from '../common/SentNotice';
import { SubmitForm } from '../common/SubmitForm';

const SuggestionForm = observer(function SuggestionForm({ store }: { store: SuggestionStore }) {
  const baseId = useId();
  const id = (field: SuggestionField) => `${baseId}${field}`;
  const errorId = (field: SuggestionField) => `${id(field)}-error`;
  const isSending = store.status === 'sending';

  return (
    <SubmitForm store={store} submitLabel="提交反馈">
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
      <PhotosField
        id={id('images')}
        label={`截图（选填，最多 ${SUGGESTION_IMAGES_MAX} 张）`}
        addLabel="添加截图"
        files={store.images}
        maxCount={SUGGESTION_IMAGES_MAX}
        isDisabled={isSending}
        error={store.errors.images}
        onFilesChange={store.setImages}
      />
    </SubmitForm>
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
          <SentNotice message={store.sentMessage || '感谢你的反馈'}>
            <Button shape="rect" size="large" type="button" onClick={store.startOver}>
              再写一条
            </Button>
          </SentNotice>
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
