import type { FollowKind, FollowStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { StyledAlert, StyledCard, StyledHint } from '../account/AccountLayout.styles';
import { AuthField } from '../login/AuthField';
import { ChoiceGroup } from '../mine/ChoiceGroup';
import { Button, Link } from '@pricetrail/ui';
import { paths } from '../paths';
import { StyledFollowFields, StyledSuccess } from './FollowPage.styles';

type TypedKind = Exclude<FollowKind, 'category'>;

const KINDS = [
  { value: 'keyword', label: '关键词' },
  { value: 'brand', label: '品牌' },
] as const satisfies readonly { value: TypedKind; label: string }[];

const PLACEHOLDERS: Record<TypedKind, string> = {
  keyword: '例如 降噪耳机',
  brand: '例如 华为',
};

/** Props of {@link FollowForm}. */
export interface FollowFormProps {
  /** The page's store. */
  store: FollowStore;
}

/** 关注关键词或品牌: the kind, the word, 关注; and how digests reach the shopper. */
export const FollowForm = observer(function FollowForm({ store }: FollowFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.add();
  };
  const label = KINDS.find((kind) => kind.value === store.draftKind)?.label ?? '';
  return (
    <StyledCard aria-labelledby="follow-form-title">
      <h2 id="follow-form-title">关注关键词或品牌</h2>
      <StyledHint>
        有匹配的好价、好价爆料或历史新低时，每个关注每天最多汇总提醒一次，提醒在
        <Link href={paths.notice()}>消息中心</Link>和你开启的提醒渠道里。
      </StyledHint>
      <form noValidate onSubmit={handleSubmit}>
        <ChoiceGroup
          label="关注类型"
          choices={KINDS}
          value={store.draftKind}
          onChange={(kind) => store.setDraft(kind, store.draft)}
        />
        <StyledFollowFields>
          <AuthField
            label={label}
            placeholder={PLACEHOLDERS[store.draftKind]}
            autoComplete="off"
            value={store.draft}
            onValueChange={(value) => store.setDraft(store.draftKind, value)}
          />
          <Button
            shape="rect"
            size="large"
            type="submit"
            variant="primary"
            aria-disabled={store.isAdding || store.isFull || undefined}
          >
            {store.isAdding ? '关注中…' : '关注'}
          </Button>
        </StyledFollowFields>
        {store.isFull && <StyledHint>已关注 {store.max} 个，取消一些后才能再关注。</StyledHint>}
        {store.message?.tone === 'error' && (
          <StyledAlert role="alert">{store.message.text}</StyledAlert>
        )}
        {store.message?.tone === 'success' && (
          <StyledSuccess role="status">{store.message.text}</StyledSuccess>
        )}
      </form>
    </StyledCard>
  );
});
