import type { ProfileFieldStore } from '@pricetrail/services';
import { observer } from 'mobx-react-lite';
import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '@pricetrail/ui';
import { AuthField } from '../login/AuthField';
import { StyledActions, StyledAlert } from '../account/AccountLayout.styles';
import { AccountRow } from './AccountRow';
import { StyledSaved } from './AccountRow.styles';

/** Props of {@link ProfileFieldRow}. */
export interface ProfileFieldRowProps {
  /** The field's editor. */
  store: ProfileFieldStore;
  /** The field's name, e.g. 昵称. */
  label: string;
  /** The value saved now. */
  current: string;
  /** Input attributes of the editor (type, autocomplete, length). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'>;
}

// A narrow screen breaks an e-mail after its @, not somewhere inside the domain.
function breakAfterAt(text: string): ReactNode {
  const at = text.indexOf('@');
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** A profile value with its in-place editor (nickname, e-mail). */
export const ProfileFieldRow = observer(function ProfileFieldRow({
  store,
  label,
  current,
  inputProps,
}: ProfileFieldRowProps) {
  const verb = current ? '修改' : '绑定';
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.save();
  };
  const value = current && (
    <>
      {breakAfterAt(current)}
      {store.isSaved && <StyledSaved role="status">修改成功</StyledSaved>}
    </>
  );

  return (
    <AccountRow
      label={label}
      value={value}
      action={
        !store.isEditing && (
          <Button shape="rect" size="large" type="button" onClick={() => store.edit(current)}>
            {verb}
            {label}
          </Button>
        )
      }
    >
      {store.isEditing && (
        <form noValidate onSubmit={handleSubmit}>
          <AuthField
            label={`新${label}`}
            value={store.draft}
            onValueChange={store.setDraft}
            autoFocus
            {...inputProps}
          />
          {store.error && <StyledAlert role="alert">{store.error}</StyledAlert>}
          <StyledActions>
            <Button
              shape="rect"
              size="large"
              type="submit"
              variant="primary"
              aria-disabled={store.isSaving || undefined}
            >
              {store.isSaving ? '保存中…' : '保存'}
            </Button>
            <Button shape="rect" size="large" type="button" onClick={store.cancel}>
              取消
            </Button>
          </StyledActions>
        </form>
      )}
    </AccountRow>
  );
});
