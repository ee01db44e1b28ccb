import {
  MSG_SHAIDAN_TOO_LONG,
  SHAIDAN_IMAGES_MAX,
  SHAIDAN_TEXT_MAX,
  type ShaidanField,
} from '@pricetrail/core';
import type { ShaidanFormStore } from '@pricetrail/services';
import { Button, CountedTextArea } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { PhotosField } from '../common/PhotosField';
import { ProductLinkField } from '../common/ProductLinkField';
import { SentNotice } from '../common/SentNotice';
import { SubmitForm } from '../common/SubmitForm';

/** `/shaidan`'s upload form: the product link, what the author says and up to nine photos. */
export const ShaidanForm = observer(function ShaidanForm({ store }: { store: ShaidanFormStore }) {
  const baseId = useId();
  const id = (field: ShaidanField) => `${baseId}${field}`;
  const isSending = store.status === 'sending';

  if (store.status === 'sent') {
    return (
      <SentNotice message={store.sentMessage}>
        <Button shape="rect" size="large" type="button" onClick={store.startOver}>
          再晒一单
        </Button>
      </SentNotice>
    );
  }

  return (
    <SubmitForm store={store} submitLabel="发布晒单">
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
      <PhotosField
        id={id('images')}
        label={`照片（1–${SHAIDAN_IMAGES_MAX} 张）`}
        addLabel="添加照片"
        files={store.images}
        maxCount={SHAIDAN_IMAGES_MAX}
        isDisabled={isSending}
        error={store.errors.images}
        onFilesChange={store.setImages}
      />
    </SubmitForm>
  );
});
