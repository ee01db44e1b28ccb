import { BAOLIAO_REASON_MAX, MSG_BAOLIAO_TOO_LONG, type BaoliaoField } from '@pricetrail/core';
import type { BaoliaoFormStore } from '@pricetrail/services';
import { Button, CountedTextArea, Link } from '@pricetrail/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { StyledActions } from '../account/AccountLayout.styles';
import { ProductLinkField } from '../common/ProductLinkField';
import { SentNotice } from '../common/SentNotice';
import { SubmitForm } from '../common/SubmitForm';
import { paths } from '../paths';

/** The 爆料 form: the product link and why its price is good; received ones await review. */
export const BaoliaoForm = observer(function BaoliaoForm({ store }: { store: BaoliaoFormStore }) {
  const baseId = useId();
  const id = (field: BaoliaoField) => `${baseId}${field}`;
  const isSending = store.status === 'sending';

  if (store.status === 'sent') {
    return (
      <SentNotice message={store.sentMessage}>
        <StyledActions>
          {store.sentId === undefined ? null : (
            <Link href={paths.dealPost(store.sentId)}>查看我的爆料</Link>
          )}
          <Button shape="rect" size="large" type="button" onClick={store.startOver}>
            再爆一条
          </Button>
        </StyledActions>
      </SentNotice>
    );
  }

  return (
    <SubmitForm store={store} submitLabel="提交爆料">
      <ProductLinkField
        id={id('link')}
        value={store.link}
        error={store.errors.link}
        isReadOnly={isSending}
        onValueChange={({ value }) => store.setLink(value)}
      />
      <CountedTextArea
        textAreaId={id('reason')}
        label="推荐理由"
        value={store.reason}
        max={BAOLIAO_REASON_MAX}
        hint="必填"
        limitMessage={MSG_BAOLIAO_TOO_LONG}
        error={store.errors.reason}
        placeholder="用了什么券、比平时便宜多少、库存如何……"
        isReadOnly={isSending}
        onValueChange={({ value }) => store.setReason(value)}
      />
    </SubmitForm>
  );
});
