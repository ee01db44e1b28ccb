import { useId, useState, type FormEvent, type FormHTMLAttributes } from 'react';
import { Button } from '../Button';
import {
  StyledError,
  StyledField,
  StyledHint,
  StyledInlineRow,
  StyledInputRow,
} from '../FormControls/formControls.styles';
import { StyledBadge } from '../PriceTag';
import { StyledCurrent, StyledForm } from './EmailAlertFields.styles';

/** Props of {@link EmailAlertFields}. */
export interface EmailAlertFieldsProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** The address alerts go to; null when none is set. */
  address: string | null;
  /** Whether the address was confirmed through the mailed link. */
  isVerified: boolean;
  /** The verification mail is on its way: the button waits. */
  isSending?: boolean;
  /** What is wrong with the address typed. */
  error?: string | null;
  /** The server cannot send mail: nothing can be set. */
  isDisabled?: boolean;
  /** Called with the address typed; checking it is the caller's job. */
  onSend: (event: { address: string }) => void;
}

/** The e-mail channel's address: the one set and whether it is verified, and 发送验证邮件 for a new one. */
export function EmailAlertFields({
  address,
  isVerified,
  isSending = false,
  error,
  isDisabled = false,
  onSend,
  ...rest
}: EmailAlertFieldsProps) {
  const id = useId();
  const [typed, setTyped] = useState(address ?? '');
  const isLocked = isSending || isDisabled;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLocked) onSend({ address: typed });
  };

  return (
    <StyledForm noValidate onSubmit={handleSubmit} {...rest}>
      {address && (
        <StyledCurrent>
          <span>当前邮箱</span>
          <strong>{address}</strong>
          {isVerified ? (
            <StyledBadge data-tone="down">已验证</StyledBadge>
          ) : (
            <StyledBadge>待验证</StyledBadge>
          )}
        </StyledCurrent>
      )}
      {address && !isVerified && (
        <StyledHint>请打开验证邮件中的链接；没收到可以再发一次。</StyledHint>
      )}
      <StyledField>
        <label htmlFor={`${id}-address`}>{address ? '更换邮箱' : '邮箱地址'}</label>
        <StyledInlineRow>
          <StyledInputRow>
            <input
              id={`${id}-address`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={typed}
              disabled={isDisabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
          </StyledInputRow>
          <Button
            shape="rect"
            type="submit"
            aria-disabled={isLocked || undefined}
            aria-busy={isSending || undefined}
          >
            {isSending ? '发送中…' : '发送验证邮件'}
          </Button>
        </StyledInlineRow>
        {error && (
          <StyledError id={`${id}-error`} role="alert">
            {error}
          </StyledError>
        )}
      </StyledField>
    </StyledForm>
  );
}
