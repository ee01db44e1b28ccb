import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import { CopyField } from '../CopyField';
import {
  StyledButtons,
  StyledError,
  StyledField,
  StyledHint,
  StyledInputRow,
} from '../FormControls/formControls.styles';
import { StyledForm, StyledRow } from './WebhookAlertFields.styles';

/** One choice of how the webhook's body is shaped. */
export interface WebhookPresetChoice {
  /** The value sent back on save. */
  value: string;
  /** Its name, e.g. 'Server酱'. */
  label: string;
  /** What its address looks like, shown in the empty address field. */
  example: string;
}

/** Props of {@link WebhookAlertFields}. */
export interface WebhookAlertFieldsProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The address alerts are posted to; null when none is set. */
  url: string | null;
  /** The body's shape in use. */
  preset: string;
  /** The shapes to choose from. */
  presets: readonly WebhookPresetChoice[];
  /** The secret each post is signed with, shown with 复制. */
  secret: string;
  /** Whether the secret was just copied. */
  isSecretCopied?: boolean;
  /** A save is on its way: 保存 waits. */
  isSaving?: boolean;
  /** What is wrong with the address typed. */
  error?: string | null;
  /** Called with the address ('' clears it) and shape; checking them is the caller's job. */
  onSave: (event: { url: string; preset: string }) => void;
  /** Called on the secret's 复制. */
  onCopySecret: () => void;
}

/** The webhook channel's fields: the address, the body's shape (ntfy, Bark, Server酱 …) and the signing secret. */
export function WebhookAlertFields({
  url,
  preset,
  presets,
  secret,
  isSecretCopied = false,
  isSaving = false,
  error,
  onSave,
  onCopySecret,
  ...rest
}: WebhookAlertFieldsProps) {
  const id = useId();
  const [typedUrl, setTypedUrl] = useState(url ?? '');
  const [chosen, setChosen] = useState(preset);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) onSave({ url: typedUrl, preset: chosen });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} {...rest}>
      <StyledRow>
        <StyledField>
          <label htmlFor={`${id}-url`}>接收地址</label>
          <StyledInputRow>
            <input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={presets.find((option) => option.value === chosen)?.example}
              value={typedUrl}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-url-hint${error ? ` ${id}-error` : ''}`}
              onChange={(event) => setTypedUrl(event.target.value)}
            />
          </StyledInputRow>
          <StyledHint id={`${id}-url-hint`}>留空并保存即停用 Webhook</StyledHint>
        </StyledField>
        <StyledField>
          <label htmlFor={`${id}-preset`}>消息格式</label>
          <StyledInputRow>
            <select
              id={`${id}-preset`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {presets.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </StyledInputRow>
        </StyledField>
      </StyledRow>
      {error && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
      <StyledButtons>
        <Button
          shape="rect"
          type="submit"
          variant="primary"
          aria-disabled={isSaving || undefined}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? '保存中…' : '保存'}
        </Button>
      </StyledButtons>
      <CopyField
        label="签名密钥"
        value={secret}
        isCopied={isSecretCopied}
        onCopy={onCopySecret}
        hint="每条消息都用这个密钥签名，接收端可以据此确认消息来自价迹。"
      />
    </StyledForm>
  );
}
